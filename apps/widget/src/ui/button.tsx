import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner.js';

export type ButtonVariant = 'contained' | 'outlined' | 'text' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';
export type ButtonColor = 'primary' | 'secondary' | 'success' | 'error' | 'tertiary';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  color?: ButtonColor;
  fullWidth?: boolean;
}

/** Class names of a button look, for links that must look like buttons. */
export function buttonClassName({ variant = 'contained', size = 'md', color = 'primary', fullWidth }: ButtonLook): string {
  return [styles.button, styles[variant], styles[size], styles[color], fullWidth ? styles.fullWidth : '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>, ButtonLook {
  isLoading?: boolean;
}

export function Button({ variant, size, color, fullWidth, isLoading, className, children, disabled, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={[buttonClassName({ variant, size, color, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {isLoading ? <Spinner size="inline" /> : children}
    </button>
  );
}
