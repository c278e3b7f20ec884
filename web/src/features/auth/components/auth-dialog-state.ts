// Which sign-in dialog is open, and what it was opened with.

export type AuthDialogState =
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'forgot'; email: string }
  | { kind: 'emailExists'; email: string }
  | { kind: 'setPassword'; token: string }
  | { kind: 'signOutEverywhere'; token: string }
  | { kind: 'confirmEmail'; token: string };

export interface AuthDialogProps {
  onChange: (next: AuthDialogState) => void;
  onClose: () => void;
}
