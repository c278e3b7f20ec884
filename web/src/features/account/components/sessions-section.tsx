// The member's sessions (docs/decisions/043): when each began and was last seen, its browser, whether it was signed in
// with two-factor (docs/decisions/050), this one marked, and "Sign out the others", which ends them on the server.

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DATE_LOCALE } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { sessionsQuery } from '../api/sessions';
import { deviceName } from './device-name';
import { SignOutOthersDialog } from './sign-out-others-dialog';

const when = (iso: string) => new Date(iso).toLocaleString(DATE_LOCALE);

export function SessionsSection() {
  const sessions = useQuery(sessionsQuery());
  const [signingOut, setSigningOut] = useState(false);
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <div className="space-y-3 p-5">
      {sessions.isError && <p className="text-sm text-slate-600">Your sessions could not be loaded.</p>}
      <ul aria-label="Your sessions" className="divide-y divide-slate-100">
        {(sessions.data ?? []).map((session) => (
          <li key={session.id} className="py-2 text-sm">
            <p className="font-medium break-all text-slate-900" title={session.user_agent || undefined}>
              {deviceName(session.user_agent)}
              {session.current && (
                <span className="ml-2 rounded bg-brand-50 px-1.5 text-xs text-brand-700">This session</span>
              )}
            </p>
            <p className="text-slate-600">
              Signed in {when(session.created_at)}
              {session.second_factor ? ' with two-factor' : ''} · last seen {when(session.last_seen_at)}
            </p>
          </li>
        ))}
      </ul>
      <Button variant="secondary" aria-haspopup="dialog" disabled={others === 0} onClick={() => setSigningOut(true)}>
        Sign out the others
      </Button>
      {signingOut && <SignOutOthersDialog others={others} onClose={() => setSigningOut(false)} />}
    </div>
  );
}
