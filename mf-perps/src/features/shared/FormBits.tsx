import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';

/** Layout pieces shared by the perp dialogs. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
`;

export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.size.space3};
  color: ${vars.color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.size.space3};
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const Warning = styled.p`
  margin: 0;
  color: ${vars.color.down};
`;

export const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${vars.color.accent};
  font: inherit;
  cursor: pointer;
`;
