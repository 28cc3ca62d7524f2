import styled from '@emotion/styled';
import { useSyncExternalStore } from 'react';
import { vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import { LEGEND_HEIGHT_PX, LEGEND_RIGHT_PX, LEGEND_TOP_PX } from '../../../shared/ui/overlayPlaces';
import type { LegendFeed } from '../controller/legendFeed';
import type { LegendValues } from '../model/legend';

const noSubscription = () => () => undefined;
const nothing = (): LegendValues | null => null;

/**
 * The OHLCV legend over a pane's plot (issue 36): the bar under the crosshair, else the last bar.
 * A box of fixed size laid over the chart: a crosshair move or a live push changes its text only,
 * never the layout around it nor the chart's canvas size.
 */
export function Legend({ feed }: { feed: LegendFeed | null }) {
  const { t } = useChartMessages();
  const values = useSyncExternalStore(feed?.subscribe ?? noSubscription, feed?.get ?? nothing);
  const items = [
    ['open', t('chart.legend.open'), values?.open],
    ['high', t('chart.legend.high'), values?.high],
    ['low', t('chart.legend.low'), values?.low],
    ['close', t('chart.legend.close'), values?.close],
    ['volume', t('chart.legend.volume'), values?.volume],
  ] as const;
  return (
    <Box role="group" aria-label={t('chart.legend')} dir="ltr" data-time={values?.time} data-direction={values?.direction}>
      <List>
          {items.map(([key, label, value]) => (
          <Item key={key} data-field={key}>
            <dt>{label}</dt>
            <dd>{value ?? ''}</dd>
          </Item>
        ))}
        <Item data-field="change">
          <dt>{t('chart.legend.change')}</dt>
          <dd>{values ? `${values.change} (${values.changePercent})` : ''}</dd>
        </Item>
      </List>
    </Box>
  );
}

/** Fixed size and `contain: strict`: what the text does inside never reaches the layout outside. */
const Box = styled.div`
  position: absolute;
  top: ${LEGEND_TOP_PX}px;
  left: 8px; /* physical: the legend is left to right like the plot */
  right: ${LEGEND_RIGHT_PX}px; /* physical: the legend is left to right like the plot */
  height: ${LEGEND_HEIGHT_PX}px;
  z-index: 2;
  contain: strict;
  overflow: hidden;
  white-space: nowrap;
  pointer-events: none;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
  font-variant-numeric: tabular-nums;
  line-height: ${LEGEND_HEIGHT_PX}px;
  dd {
    margin: 0 0 0 ${vars.size.space1};
    color: ${vars.color.text};
  }
  &[data-direction='up'] dd {
    color: ${vars.color.up};
  }
  &[data-direction='down'] dd {
    color: ${vars.color.down};
  }
`;

const List = styled.dl`
  display: flex;
  gap: ${vars.size.space3};
  margin: 0;
`;

const Item = styled.div`
  display: flex;
`;
