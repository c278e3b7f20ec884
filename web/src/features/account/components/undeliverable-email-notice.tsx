// The member area's notice while the account's address is marked undeliverable (docs/decisions/056): SES said mail to it
// bounced for good or was reported as spam. It says what stopped and links to the Profile's Change Email dialog; it
// goes once the session shows another address.

import { Link } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { StatusPanel } from '@/components/ui/status-panel';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** The Profile's address that opens the Change Email dialog. */
export const CHANGE_EMAIL_HASH = '#change-email';

export function UndeliverableEmailNotice() {
  const session = useSession();
  if (session.status !== 'authenticated' || !session.user.email_undeliverable) return null;
  return (
    <div className="mb-6">
      <StatusPanel tone="warning" title={MESSAGES.undeliverableTitle}>
        <p>{MESSAGES.undeliverableNotice(session.user.email, session.user.email_undeliverable)}</p>
        <p>
          <Link
            to={`${paths.user.profile.getHref()}${CHANGE_EMAIL_HASH}`}
            className="font-semibold text-brand-700 underline"
          >
            {MESSAGES.changeEmail}
          </Link>
        </p>
      </StatusPanel>
    </div>
  );
}
