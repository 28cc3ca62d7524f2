import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';

/** Secondary text of a chip or a cell (chain and address, a trade's age). */
export const Dim = styled.span`
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;
