import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';

/** A money dialog's warning (a deposit's network, a withdrawal that cannot be reversed): render it with `role="note"`. */
export const WarningNote = styled.p`
  align-self: stretch;
  margin: 0;
  padding: ${vars.size.space3} ${vars.size.space4};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.warnSoft};
  color: ${vars.color.warn};
  font-size: ${vars.size.fontXs};
  line-height: 1.5;
`;
