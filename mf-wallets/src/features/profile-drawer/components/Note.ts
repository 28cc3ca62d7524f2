import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';

/** A short text of the drawer (empty, loading, failed, the perp hint), with an inline text button. */
export const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
  line-height: 1.5;
  button { border: 0; background: transparent; color: ${vars.color.accent}; font: inherit; cursor: pointer; padding: 0; }
`;
