import { describe, expect, it } from 'vitest';
import type { LimitOrder, Position } from '@nova/shared-contracts';
import { LINE_HEIGHT, PREVIEW_DIM_ALPHA, chartLines, limitOrdersOffered, lineOpacity, marketPreviewLine, pnlAt, priceLineSpecs, stackLabels, withAlpha } from './lines';

const TOKEN = 'Tok111';
const order = (over: Partial<LimitOrder>): LimitOrder => ({
  order_id: 'o1',
  status: 2,
  side: 'buy',
  chain: 'solana',
  base_token: TOKEN,
  token_name: 'Token',
  token_symbol: 'TOK',
  token_icon: '',
  quote_investment: '0.5',
  target_price_usd: '0.002',
  order_type: 0,
  wallet_address: 'w',
  created_at: 0,
  ...over,
});
const position = (over: Partial<Position> = {}): Position => ({
  chain: 'solana',
  token_address: TOKEN,
  token_symbol: 'TOK',
  token_icon: '',
  balance: '1000',
  balance_usd: '3',
  buy_avg_price: '0.0025',
  current_price: '0.003',
  unrealized_profit: '0.5',
  unrealized_profit_percent: 20,
  total_profit: '0.5',
  total_profit_percent: 20,
  profile: '0',
  is_break_even: false,
  ...over,
});

describe('chart lines', () => {
  it('shows open orders of the token with cancel, reverse only on plain limit orders where limits are offered', () => {
    const lines = chartLines(
      [order({}), order({ order_id: 'o2', order_type: 5, side: 'sell' }), order({ order_id: 'o3', order_type: 6, side: 'sell' }), order({ order_id: 'o4', status: 1 }), order({ order_id: 'o5', base_token: 'Other' })],
      null,
      { address: TOKEN, chain: 'solana', custodial: true },
    );
    expect(lines.map((l) => [l.kind, l.buttons])).toEqual([
      ['limitBuy', { close: true, tpsl: false, reverse: true }],
      ['tp', { close: true, tpsl: false, reverse: false }],
      ['sl', { close: true, tpsl: false, reverse: false }],
    ]);
    expect(chartLines([order({ chain: 'bsc' })], null, { address: TOKEN, chain: 'bsc', custodial: true })[0]!.buttons.reverse).toBe(false);
    expect(limitOrdersOffered(false, 'solana')).toBe(false);
  });

  it('draws a trailing stop at its stop price now, with cancel, and moves the line with the pushed order', () => {
    const trailing = order({ order_id: 't1', order_type: 3, side: 'sell', target_price_usd: '0.0018', trail_percent: '10', peak_price_usd: '0.002' });
    const [line] = chartLines([trailing], null, { address: TOKEN, chain: 'solana', custodial: true });
    expect(line).toMatchObject({ kind: 'trailing', avgPrice: 0.0018, buttons: { close: true, tpsl: false, reverse: false } });
    const [moved] = chartLines([{ ...trailing, target_price_usd: '0.0027', peak_price_usd: '0.003' }], null, { address: TOKEN, chain: 'solana', custodial: true });
    expect(moved?.avgPrice).toBe(0.0027);
  });

  it('draws the position at its average cost with close and TP/SL (TP/SL only for custodial sessions), never reverse', () => {
    const [line] = chartLines(null, [position()], { address: TOKEN, chain: 'solana', custodial: true });
    expect(line).toMatchObject({ kind: 'position', avgPrice: 0.0025, qty: 1000, pnlValue: 0.5, buttons: { close: true, tpsl: true, reverse: false } });
    expect(chartLines(null, [position()], { address: TOKEN, chain: 'solana', custodial: false })[0]!.buttons.tpsl).toBe(false);
    expect(chartLines(null, [position({ balance: '0' })], { address: TOKEN, chain: 'solana', custodial: true })).toEqual([]);
  });

  it('dims order lines while a market-preview line is shown', () => {
    const lines = chartLines([order({})], [position()], { address: TOKEN, chain: 'solana', custodial: true });
    expect(lines.map((l) => lineOpacity(l, lines))).toEqual([1, 1]);
    const withPreview = [...lines, marketPreviewLine(0.003, 1000)];
    expect(withPreview.map((l) => lineOpacity(l, withPreview))).toEqual([PREVIEW_DIM_ALPHA, PREVIEW_DIM_ALPHA, 1]);
    expect(withAlpha('#16c784', PREVIEW_DIM_ALPHA)).toBe('#16c78466');
    expect(withAlpha('#16c784', 1)).toBe('#16c784');
  });

  it('pushes labels apart so none overlaps the one above', () => {
    const placed = stackLabels([{ y: 100 }, { y: 50 }, { y: 105 }]);
    expect(placed.map((p) => p.top)).toEqual([50 - LINE_HEIGHT / 2, 100 - LINE_HEIGHT / 2, 100 - LINE_HEIGHT / 2 + LINE_HEIGHT]);
  });
  it('values the position at the token price now, so the label agrees with the price shown everywhere', () => {
    const [line] = chartLines(null, [position({ buy_avg_price: '0.01', unrealized_profit: '-0.83' })], { address: TOKEN, chain: 'solana', custodial: true });
    // The server's last figure says a loss; at a price 5.8 % above the average cost it is a gain.
    expect(pnlAt(line!, null)).toBe(-0.83);
    expect(pnlAt(line!, 0.01058)).toBeCloseTo((0.01058 - 0.01) * 1000, 10);
    expect(pnlAt({ ...line!, kind: 'limitBuy' }, 0.02)).toBeUndefined();
  });
  it('draws orders dashed and the position solid at their price in the chart\'s unit, dimmed behind a market preview', () => {
    const lines = chartLines([order({ side: 'sell', target_price_usd: '0.004' })], [position()], { address: TOKEN, chain: 'solana', custodial: false });
    expect(priceLineSpecs(lines, 2, 'Market sell')).toEqual([
      { price: 0.008, color: '#ea3943', style: 'dashed', title: '' },
      { price: 0.005, color: '#f0b90b', style: 'solid', title: '' },
    ]);
    const previewed = priceLineSpecs([...lines, marketPreviewLine(0.003, 1000)], 1, 'Market sell');
    expect(previewed.map((spec) => [spec.color, spec.title])).toEqual([
      ['#ea394366', ''],
      ['#f0b90b66', ''],
      ['#8a94a6', 'Market sell'],
    ]);
  });
});
