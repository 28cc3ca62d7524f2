import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';

/** The withdraw's facts (network, amounts, fee) as a term list, terms muted, values at the end. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.size.space2} ${vars.size.space4};
  margin: 0;
  padding: ${vars.size.space3} ${vars.size.space4};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.bg};
  font-size: ${vars.size.fontSm};
  dt { color: ${vars.color.textMuted}; }
  dd { margin: 0; text-align: end; font-weight: 600; font-variant-numeric: tabular-nums; }
  dd[data-address] { word-break: break-all; font-family: ${vars.font.mono}; }
`;
