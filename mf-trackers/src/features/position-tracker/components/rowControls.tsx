import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { vars } from '@nova/shared-ui';

/** A row button's click handler that neither follows a link nor reaches the row. */
export function quiet(action: () => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    action();
  };
}

/** A bar above a list: tabs, toggles (`data-align="split"`: one at each end). */
export const Bar = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  padding: 0 ${vars.size.space3};
  border-bottom: 1px solid ${vars.color.border};
  &[data-align='split'] { justify-content: space-between; gap: ${vars.size.space2}; padding: ${vars.size.space2} ${vars.size.space3}; }
`;

/** A row's quick actions (sell 50 %, sell all, quick buy): wrapped onto a second line rather than clipped in a narrow window. */
export const Quick = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 4px;
  padding-block: 2px;
`;

/** A row's quick trade button: compact (22 px) on desktop, a 44 px touch target below 768 px. */
export const QuickButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 34px;
  height: 22px;
  padding: 0 ${vars.size.space2};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  font: inherit;
  font-size: ${vars.size.fontXs};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;
  &[data-side='sell'] { color: ${vars.color.down}; }
  &[data-side='buy'] { color: ${vars.color.up}; }
  &:hover { border-color: currentColor; }
  &:focus-visible { outline: 2px solid ${vars.color.accent}; outline-offset: 1px; }
  @media (max-width: 767px) {
    min-width: 44px;
    height: 44px;
    padding: 0 ${vars.size.space3};
  }
`;
