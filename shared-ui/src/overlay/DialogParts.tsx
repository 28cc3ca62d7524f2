import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { vars } from '../theme/tokens';

/**
 * The parts a dialog or drawer body is made of, so that every remote's dialogs share one layout:
 * `DialogForm` (the fields in a column; `data-dense` for a tighter one; `DialogStack` the same
 * column for a body that is not a form), `DialogActions` (the
 * footer's buttons, at the end), `DialogText` (a line in a tone: `data-tone` muted (default), dim
 * or error; give an error `role="alert"` when it is news).
 */
const column = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  &[data-dense] { gap: ${vars.size.space3}; }
`;

export const DialogForm = styled.form(column);
export const DialogStack = styled.div(column);

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.size.space2};
`;

export const DialogText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
  line-height: 1.5;
  &[data-tone='dim'] { color: ${vars.color.textDim}; font-size: ${vars.size.fontXs}; }
  &[data-tone='error'] { color: ${vars.color.down}; }
`;
