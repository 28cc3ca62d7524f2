import styled from '@emotion/styled';
import type { ButtonHTMLAttributes } from 'react';
import { vars } from '../theme/tokens';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'buy' | 'sell';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner, sets aria-busy and blocks clicks; the label stays the accessible name. */
  loading?: boolean;
  block?: boolean;
}

/** A native button (role button, name from its text) in the terminal's variants. */
export function Button({ variant = 'secondary', size = 'md', loading = false, block = false, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <StyledButton
      type={type}
      data-variant={variant}
      data-size={size}
      data-block={block || undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={12} decorative />}
      {children}
    </StyledButton>
  );
}

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.size.space3};
  height: ${vars.size.controlHeight};
  padding: 0 ${vars.size.space4};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontSm};
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  transition: background 120ms, border-color 120ms, opacity 120ms;
  &:hover:not(:disabled) { background: ${vars.color.surfaceHover}; border-color: ${vars.color.borderStrong}; }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
  &[data-size='sm'] { height: 24px; padding: 0 ${vars.size.space3}; font-size: ${vars.size.fontXs}; }
  &[data-size='lg'] { height: 36px; font-size: ${vars.size.fontMd}; }
  &[data-block] { width: 100%; }
  &[data-variant='primary'] { background: ${vars.color.accentFill}; border-color: ${vars.color.accentFill}; color: #fff; }
  &[data-variant='buy'] { background: ${vars.color.up}; border-color: ${vars.color.up}; color: #06130d; }
  &[data-variant='sell'] { background: ${vars.color.downFill}; border-color: ${vars.color.downFill}; color: #fff; }
  &[data-variant='primary']:hover:not(:disabled),
  &[data-variant='buy']:hover:not(:disabled),
  &[data-variant='sell']:hover:not(:disabled) { filter: brightness(1.1); }
  &[data-variant='ghost'] { background: transparent; border-color: transparent; color: ${vars.color.textMuted}; }
  &[data-variant='ghost']:hover:not(:disabled) { color: ${vars.color.text}; background: ${vars.color.surfaceHover}; }
`;
