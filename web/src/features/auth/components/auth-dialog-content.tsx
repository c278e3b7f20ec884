// The open sign-in dialog (loaded on first use).

import type { AuthDialogProps, AuthDialogState } from './auth-dialog-state';
import { ConfirmEmailDialog } from './confirm-email-dialog';
import { EmailExistsDialog } from './email-exists-dialog';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';
import { SetPasswordDialog } from './set-password-dialog';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog';

export default function AuthDialogContent({ dialog, ...props }: AuthDialogProps & { dialog: AuthDialogState }) {
  switch (dialog.kind) {
    case 'login':
      return <LoginDialog returnTo={dialog.returnTo} {...props} />;
    case 'register':
      return <RegisterDialog returnTo={dialog.returnTo} {...props} />;
    case 'forgot':
      return <ForgotPasswordDialog email={dialog.email} {...props} />;
    case 'emailExists':
      return <EmailExistsDialog email={dialog.email} {...props} />;
    case 'setPassword':
      return <SetPasswordDialog token={dialog.token} {...props} />;
    case 'signOutEverywhere':
      return <SignOutEverywhereDialog token={dialog.token} {...props} />;
    case 'confirmEmail':
      return <ConfirmEmailDialog token={dialog.token} {...props} />;
  }
}
