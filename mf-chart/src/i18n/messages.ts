import { useMessages } from '@nova/shared-ui';

/** English catalogue of mf-chart; keys are namespaced "chart.*". Other locales fall back to it. */
export const en = {
  'chart.title': 'Chart',
  'chart.canvas': '{symbol} price chart',
  'chart.intervals': 'Interval',
  'chart.loading': 'Loading chart',
  'chart.error': 'Could not load the chart',
  'chart.retry': 'Retry',
  'chart.empty': 'No trades in this range yet',
  'chart.fallback': '1s bars exist only on Solana and {layer}; showing 1m.',
} as const;

export type ChartMessages = typeof en;

export function useChartMessages() {
  return useMessages<ChartMessages>('chart', { en });
}
