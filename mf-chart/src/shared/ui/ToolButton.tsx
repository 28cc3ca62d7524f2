import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';

/** A chart toolbar button (toggles show `aria-pressed`); popups use shared-ui's Popover and Menu. */
export const ToolButton = styled.button`
  height: ${vars.size.controlHeight};
  padding: 0 ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontSm};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    border-color: ${vars.color.borderStrong};
  }
  &[aria-pressed='true'] {
    border-color: ${vars.color.accent};
    color: ${vars.color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }
`;

/** A square icon button of the toolbars and the drawing rail (named by `aria-label`). */
export const IconButton = styled(ToolButton)`
  display: inline-grid;
  place-items: center;
  width: ${vars.size.controlHeight};
  padding: 0;
  color: ${vars.color.textMuted};
  &:hover {
    color: ${vars.color.text};
  }
`;
