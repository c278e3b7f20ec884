// The dialog a confirmation link's ?confirm_email= opens (docs/decisions/053): one button confirms the address, so a
// mail scanner that follows the link confirms nothing; then it says what now follows, and for an anonymous lease
// leads to the order's page. The sign-in dialogs mount outside every query frame, so it brings the query layer with it.

import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { ORDER_PARAM } from '@/lib/order-link';
import { QueryProvider } from '@/lib/query/provider';
import { refreshMemberData } from '@/lib/refresh-member-data';
import { confirmEmail } from '../api/confirm-email';
import type { AuthDialogProps } from './auth-dialog-state';

export function ConfirmEmailDialog(props: AuthDialogProps & { token: string }) {
  return (
    <QueryProvider>
      <ConfirmEmail {...props} />
    </QueryProvider>
  );
}

function ConfirmEmail({ token, onClose }: AuthDialogProps & { token: string }) {
  const confirm = useMutation({
    mutationFn: () => confirmEmail(token),
    // This browser may be the member's: its notice goes.
    onSuccess: () => void refreshMemberData(),
  });
  const done = confirm.data;

  return (
    <Dialog open onClose={onClose} title={MESSAGES.confirmEmailTitle}>
      {done ? (
        <div className="space-y-4">
          <FormAlert tone="success" message={done.message} />
          {done.order_id ? (
            <LinkButton
              to={`${paths.public.home.getHref()}?${new URLSearchParams({ [ORDER_PARAM]: done.order_id })}`}
              onClick={onClose}
              className="w-full"
            >
              Open Your Order
            </LinkButton>
          ) : (
            <Button className="w-full" onClick={onClose}>
              Close
            </Button>
          )}
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            Confirm that the address this link was sent to is yours. Until then it gets nothing from us but this link
            and password resets.
          </p>
          <FormAlert message={confirm.isError ? failureText(confirm.error, MESSAGES.tryAgainLater) : null} />
          <Button className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
            {confirm.isPending ? 'Confirming...' : 'Confirm My Email Address'}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
