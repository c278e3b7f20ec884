// The member area's frame with the notices it shows above every member screen (docs/decisions/053).

import { MemberLayout } from '@/components/layouts/member-layout';
import { ConfirmEmailNotice } from '@/features/account/components/confirm-email-notice';

export function MemberFrame() {
  return <MemberLayout notice={<ConfirmEmailNotice />} />;
}
