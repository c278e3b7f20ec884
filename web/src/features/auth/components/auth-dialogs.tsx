// The sign-in dialogs' host (docs/decisions/015 "Screens"): opened by the window events openLoginModal,
// openRegisterModal and openForgotPasswordModal, by /login (docs/decisions/013 "Paths"), by the emailed ?reset_token=
// link, by a security alert's ?sign_out= link (docs/decisions/050) and by a confirmation link's ?confirm_email=
// (docs/decisions/053). Their code loads on first use.

import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CONFIRM_LINK_PARAM, SIGN_OUT_LINK_PARAM } from '@shared/constants';
import { homeOf, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useWindowEvent } from '@/lib/window-events';
import type { AuthDialogState } from './auth-dialog-state';

const AuthDialogContent = lazy(() => import('./auth-dialog-content'));
const RESET_TOKEN_PARAM = 'reset_token';
/** The dialog each emailed link's parameter opens. */
const LINK_DIALOGS = {
  setPassword: RESET_TOKEN_PARAM,
  signOutEverywhere: SIGN_OUT_LINK_PARAM,
  confirmEmail: CONFIRM_LINK_PARAM,
} as const;

export function AuthDialogs() {
  const [dialog, setDialog] = useState<AuthDialogState | null>(null);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const onLoginPath = location.pathname === paths.public.login.path;
  const resetToken = searchParams.get(RESET_TOKEN_PARAM);
  const signOutToken = searchParams.get(SIGN_OUT_LINK_PARAM);
  const confirmToken = searchParams.get(CONFIRM_LINK_PARAM);

  useWindowEvent('openLoginModal', (detail) => setDialog({ kind: 'login', returnTo: detail?.returnTo }));
  useWindowEvent('openRegisterModal', (detail) => setDialog({ kind: 'register', returnTo: detail?.returnTo }));
  useWindowEvent('openForgotPasswordModal', (detail) => setDialog({ kind: 'forgot', email: detail?.email ?? '' }));

  useEffect(() => {
    if (resetToken) setDialog({ kind: 'setPassword', token: resetToken });
  }, [resetToken]);
  useEffect(() => {
    if (signOutToken) setDialog({ kind: 'signOutEverywhere', token: signOutToken });
  }, [signOutToken]);
  useEffect(() => {
    if (confirmToken) setDialog({ kind: 'confirmEmail', token: confirmToken });
  }, [confirmToken]);

  // /login: the landing page with the login dialog; a member who is already in goes to their home.
  useEffect(() => {
    if (!onLoginPath || session.status === 'loading') return;
    if (session.status === 'authenticated') navigate(homeOf(session.user.role), { replace: true });
    else setDialog((current) => current ?? { kind: 'login' });
  }, [onLoginPath, session, navigate]);

  const close = () => {
    setDialog(null);
    if (dialog?.kind === 'setPassword' || dialog?.kind === 'signOutEverywhere' || dialog?.kind === 'confirmEmail') {
      searchParams.delete(LINK_DIALOGS[dialog.kind]);
      setSearchParams(searchParams, { replace: true });
    }
    if (onLoginPath) navigate(paths.public.home.getHref(), { replace: true });
  };

  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogContent dialog={dialog} onChange={setDialog} onClose={close} />
    </Suspense>
  );
}
