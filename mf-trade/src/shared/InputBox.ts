import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';

/** A bordered number field (label wrapping an input): the trade amount and the settings' inputs. */
export const InputBox = styled.label`
  display: flex;
  min-width: 110px;
  align-items: center;
  height: 28px;
  padding: 0 ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.bg};
  &:focus-within { border-color: ${vars.color.accent}; }
  &[data-invalid] { border-color: ${vars.color.down}; }
  /* The input fills the box's height: the whole box is its target (at least 24 px, WCAG 2.5.8), not the line of text. */
  input {
    flex: 1;
    align-self: stretch;
    min-width: 0;
    padding: 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: ${vars.color.text};
    font-family: ${vars.font.mono};
    font-size: ${vars.size.fontSm};
  }
`;
