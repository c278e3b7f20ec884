// A router link styled as a button, in the site's button styles.

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BUTTON_BASE, BUTTON_VARIANTS, type ButtonVariant } from './button';

interface LinkButtonProps {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

export function LinkButton({ to, variant = 'primary', className = '', onClick, children }: LinkButtonProps) {
  return (
    <Link to={to} onClick={onClick} className={`${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${className}`}>
      {children}
    </Link>
  );
}
