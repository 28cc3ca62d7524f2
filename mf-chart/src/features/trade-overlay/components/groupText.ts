import { formatCoinAmount, formatPrice, formatUsd } from '@nova/shared-ui';
import type { ChartTranslator } from '../../../i18n/messages';
import type { TradeGroup } from '../model/markers';

/** "Bought 2×: 1,000 PEPE for $12.00, average $0.012" */
export function groupText(group: TradeGroup, t: ChartTranslator, symbol: string, locale: string): string {
  return t('chart.marker.tooltip', {
    side: t(group.side === 'buy' ? 'chart.side.buy' : 'chart.side.sell'),
    count: group.count,
    amount: formatCoinAmount(group.amount, symbol, { locale }),
    symbol,
    usd: formatUsd(group.volumeUsd, { locale }),
    price: formatPrice(group.avgPrice.toPrecision(12), { locale }),
  });
}
