import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';

/** Layout pieces of the perp dialogs beyond shared-ui's dialog parts: a label-value row and a text button. */
export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.size.space3};
  color: ${vars.color.textMuted};
`;

export const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${vars.color.accent};
  font: inherit;
  cursor: pointer;
`;
