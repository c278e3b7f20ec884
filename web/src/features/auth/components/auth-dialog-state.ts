// Which sign-in dialog is open, and what it was opened with.

/**
 * `returnTo`: where a successful sign-in or registration goes instead of the member's home (an order page whose money
 * the member is about to take as wallet credit, docs/decisions/063).
 */
export type AuthDialogState =
  | { kind: 'login'; returnTo?: string }
  | { kind: 'register'; returnTo?: string }
  | { kind: 'forgot'; email: string }
  | { kind: 'emailExists'; email: string }
  | { kind: 'setPassword'; token: string }
  | { kind: 'signOutEverywhere'; token: string }
  | { kind: 'confirmEmail'; token: string };

export interface AuthDialogProps {
  onChange: (next: AuthDialogState) => void;
  onClose: () => void;
}
