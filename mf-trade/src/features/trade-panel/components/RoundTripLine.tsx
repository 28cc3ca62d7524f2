import styled from '@emotion/styled';
import type { EndpointResponse } from '@nova/shared-contracts';
import { formatPercent, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { roundTripFigures } from '../model/roundTrip';

export interface RoundTripLineProps {
  answer: EndpointResponse<'tradeRoundTrip'>;
  t: Translate<TradeMessages>;
  locale: string;
}

/** What selling back at once would lose of a market buy, and why (issue 34): "Sell-back now: -0.70% (impact 1.2% in, 1.2% out, fees 0.70%)". */
export function RoundTripLine({ answer, t, locale }: RoundTripLineProps) {
  const figures = roundTripFigures(answer);
  const percent = (value: number) => formatPercent(value, { locale });
  return (
    <Line>
      {t('trade.roundTrip', { loss: formatPercent(-figures.loss, { locale }), impactIn: percent(figures.impactIn), impactOut: percent(figures.impactOut), fees: percent(figures.fees) })}
    </Line>
  );
}

const Line = styled.p`
  margin: 0;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
  font-variant-numeric: tabular-nums;
`;
