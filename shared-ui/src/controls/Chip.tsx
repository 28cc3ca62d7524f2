import styled from '@emotion/styled';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { vars } from '../theme/tokens';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  /** Selected state of a filter or choice chip (aria-pressed). */
  selected: boolean;
  onChange: (selected: boolean) => void;
  children: ReactNode;
}

/** A small toggle (role button with aria-pressed), for filters and quick choices. */
export function Chip({ selected, onChange, children, type = 'button', ...rest }: ChipProps) {
  return (
    <StyledChip type={type} aria-pressed={selected} onClick={() => onChange(!selected)} {...rest}>
      {children}
    </StyledChip>
  );
}

const StyledChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.size.space2};
  height: 24px;
  padding: 0 ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: 12px;
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.size.fontSm};
  cursor: pointer;
  &[aria-pressed='true'] { border-color: ${vars.color.accent}; color: ${vars.color.text}; background: ${vars.color.surfaceRaised}; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
`;
