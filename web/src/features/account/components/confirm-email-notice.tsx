// The member area's notice while the account's address waits for confirmation (docs/decisions/053): what waits for it,
// and the link sent again on request. It goes once the session says the address is confirmed, and gives way to the
// notice of an address that does not take our mail (undeliverable-email-notice.tsx), where a link cannot arrive.

import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { StatusPanel } from '@/components/ui/status-panel';
import { failureText } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { resendConfirmation } from '../api/resend-confirmation';

export function ConfirmEmailNotice() {
  const session = useSession();
  const resend = useMutation({ mutationFn: resendConfirmation });
  if (session.status !== 'authenticated' || session.user.email_confirmed || session.user.email_undeliverable) {
    return null;
  }
  return (
    <div className="mb-6">
      <StatusPanel tone="warning" title={MESSAGES.confirmEmailTitle}>
        <p>{MESSAGES.confirmEmailNotice(session.user.email)}</p>
        {resend.isSuccess && <FormAlert tone="success" message={resend.data} />}
        {resend.isError && <FormAlert message={failureText(resend.error, MESSAGES.tryAgainLater)} />}
        <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending...' : MESSAGES.sendLinkAgain}
        </Button>
      </StatusPanel>
    </div>
  );
}
