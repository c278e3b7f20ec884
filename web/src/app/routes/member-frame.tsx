// The member area's frame with the notices it shows above every member screen (docs/decisions/053, 056).

import { MemberLayout } from '@/components/layouts/member-layout';
import { ConfirmEmailNotice } from '@/features/account/components/confirm-email-notice';
import { UndeliverableEmailNotice } from '@/features/account/components/undeliverable-email-notice';

export function MemberFrame() {
  return (
    <MemberLayout
      notice={
        <>
          <UndeliverableEmailNotice />
          <ConfirmEmailNotice />
        </>
      }
    />
  );
}
