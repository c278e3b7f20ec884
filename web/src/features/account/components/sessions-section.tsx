// The member's sessions (docs/decisions/043): when each began and was last seen, its browser, this one marked, and
// "Sign out the others", which ends them on the server.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DATE_LOCALE } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { failureText } from '@/lib/api-client';
import { showToast } from '@/lib/window-events';
import { sessionsQuery, signOutOthers } from '../api/sessions';
import { deviceName } from './device-name';

const when = (iso: string) => new Date(iso).toLocaleString(DATE_LOCALE);

export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery());
  const [busy, setBusy] = useState(false);
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  const signOut = async () => {
    setBusy(true);
    try {
      const ended = await signOutOthers();
      showToast(`Signed out ${ended} other session${ended === 1 ? '' : 's'}`, 'success');
      await queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });
    } catch (error) {
      showToast(failureText(error, MESSAGES.apiRequestFailed), 'error');
    } finally {
      setBusy(false);
    }
  };
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
              Signed in {when(session.created_at)} · last seen {when(session.last_seen_at)}
            </p>
          </li>
        ))}
      </ul>
      <Button variant="secondary" disabled={busy || others === 0} onClick={() => void signOut()}>
        {busy ? 'Signing out...' : 'Sign out the others'}
      </Button>
    </div>
  );
}
