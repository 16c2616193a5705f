/** Buttons: primary, secondary, neutral, ghost, each with a loading state; and the back-link button. */
import type { ButtonHTMLAttributes, ReactElement, ReactNode } from 'react';
import { ChevronLeftIcon, Spinner } from './Icons.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps): ReactElement {
  return (
    <button
      type={type}
      className={['sid-button', `sid-button--${variant}`, loading && 'sid-button--loading', className]
        .filter(Boolean)
        .join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      <span className="sid-button__label">{children}</span>
    </button>
  );
}

export function BackLink({ children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>): ReactElement {
  return (
    <button type="button" className="sid-back-link" {...rest}>
      <ChevronLeftIcon />
      <span>{children}</span>
    </button>
  );
}

/** A button styled as an inline link (Resend, Reset, Use recovery code). */
export function LinkButton({ className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>): ReactElement {
  return (
    <button type="button" className={['sid-link-button', className].filter(Boolean).join(' ')} {...rest} />
  );
}
