// Two-factor sign-in in Account Security (docs/decisions/042): its state, and the button that turns it on or off.

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { twoFactorStatusQuery } from '@/lib/two-factor-status';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { EnrolTwoFactorDialog } from './enrol-two-factor-dialog';

export function TwoFactorSection() {
  const status = useQuery(twoFactorStatusQuery());
  const [dialog, setDialog] = useState<'on' | 'off' | null>(null);
  const enabled = status.data?.enabled === true;
  return (
    <div className="flex flex-col gap-4 border-t border-slate-100 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium text-slate-900">Two-factor sign-in</p>
        <p className="text-sm text-slate-600">
          {status.isPending
            ? 'Loading...'
            : enabled
              ? `On: a code from your authenticator app is asked after your password (${status.data?.recovery_codes_left ?? 0} recovery codes left).`
              : 'Off: ask for a code from an authenticator app after the password.'}
        </p>
      </div>
      {status.data && (
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setDialog(enabled ? 'off' : 'on')}>
          {enabled ? 'Turn Off Two-Factor' : 'Turn On Two-Factor'}
        </Button>
      )}
      {dialog === 'on' && <EnrolTwoFactorDialog onClose={() => setDialog(null)} />}
      {dialog === 'off' && <DisableTwoFactorDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
