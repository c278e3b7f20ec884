// A router link styled as a button, in the site's three button styles.

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const VARIANTS = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'bg-white text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
} as const;

interface LinkButtonProps {
  to: string;
  variant?: keyof typeof VARIANTS;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

export function LinkButton({ to, variant = 'primary', className = '', onClick, children }: LinkButtonProps) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors ${VARIANTS[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
