import styled from '@emotion/styled';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { vars } from '../theme/tokens';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name (required: an icon has no text). Also the tooltip. */
  label: string;
  /** The icon (decorative: hidden from assistive technology). */
  icon: ReactNode;
  /** A toggle: sets aria-pressed. */
  pressed?: boolean;
  size?: 'sm' | 'md';
}

/** A button showing only an icon, named by `label`. */
export function IconButton({ label, icon, pressed, size = 'md', type = 'button', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={label} aria-pressed={pressed} data-size={size} {...rest}>
      <span aria-hidden="true">{icon}</span>
    </StyledIconButton>
  );
}

const StyledIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${vars.size.radiusSm};
  background: transparent;
  color: ${vars.color.textMuted};
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
  &[data-size='sm'] { width: 24px; height: 24px; font-size: 13px; }
  &:hover:not(:disabled) { background: ${vars.color.surfaceHover}; color: ${vars.color.text}; }
  &[aria-pressed='true'] { color: ${vars.color.accent}; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
`;
