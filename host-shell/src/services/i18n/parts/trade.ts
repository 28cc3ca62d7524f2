/** English of the token page (`route-trade`): the trade panel's splitter (the header above the chart is mf_discover's `./TokenHeader`). */
export const tradeEn = {
  'shell.trade.resize': 'Resize trade panel',
} as const;
