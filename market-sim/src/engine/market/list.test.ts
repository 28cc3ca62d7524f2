import { describe, expect, it } from 'vitest';
import { Market } from './market';

const START = Date.UTC(2026, 0, 15, 12);

describe('token list filters (min_/max_ values and the drawer indicators)', () => {
  const market = new Market(2, START);
  market.advanceTo(START + 60_000);
  const now = START + 60_000;
  const all = market.list('hot', { limit: 200 }, now, '');

  it('keeps market cap, liquidity, holders and age within their bounds', () => {
    const rows = market.list('hot', { limit: 200, min_market_cap: 50_000, max_market_cap: 2_000_000, min_liquidity: 10_000, min_holder_count: 100, max_age_minutes: 60 * 24 * 40 }, now, '');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(all.length);
    for (const token of rows) {
      expect(Number(token.market_cap)).toBeGreaterThanOrEqual(50_000);
      expect(Number(token.market_cap)).toBeLessThanOrEqual(2_000_000);
      expect(Number(token.liquidity)).toBeGreaterThanOrEqual(10_000);
      expect(token.holders_count).toBeGreaterThanOrEqual(100);
    }
  });

  it('filters progress of launches and the transaction count over the chosen interval', () => {
    const rows = market.list('new', { limit: 200, min_progress: 20, max_progress: 80 }, now, '');
    expect(rows.length).toBeGreaterThan(0);
    for (const token of rows) expect(token.progress).toBeGreaterThanOrEqual(20);
    for (const token of rows) expect(token.progress).toBeLessThanOrEqual(80);
    const busy = market.list('hot', { limit: 200, interval: '1h', min_tx_count: 5 }, now, '');
    for (const token of busy) expect(market.find(token.chain, token.address)?.tape.window(now - 3_600_000, now).count).toBeGreaterThanOrEqual(5);
    const lastMinute = market.list('hot', { limit: 200, tx_interval: '1m', min_tx_count: 1, volume_interval: '1h', min_volume: 1 }, now, '');
    expect(lastMinute.length).toBeLessThan(busy.length + all.length);
    for (const token of lastMinute) expect(market.find(token.chain, token.address)?.tape.window(now - 60_000, now).count).toBeGreaterThanOrEqual(1);
  });

  it('applies the indicator toggles: dev sold all, dev still holding, burnt, at least one social', () => {
    const sold = market.list('hot', { limit: 200, dev_sold_all: 1 }, now, '');
    const holding = market.list('hot', { limit: 200, dev_holding: 1 }, now, '');
    expect(sold.length + holding.length).toBe(all.length);
    for (const token of sold) expect(token.security_info.dev_hold_percent).toBe(0);
    for (const token of holding) expect(token.security_info.dev_hold_percent).toBeGreaterThan(0);
    const burnt = market.list('hot', { limit: 200, burnt: 1 }, now, '');
    expect(burnt.length).toBeGreaterThan(0);
    for (const token of burnt) expect(token.security_info.lp_risk_info).toBe(1);
    const social = market.list('hot', { limit: 200, has_social: 1 }, now, '');
    expect(social.length).toBeLessThan(all.length);
    for (const token of social) expect(Object.values(token.social_media).some((link) => link && link !== 'null')).toBe(true);
  });

  it('filters by keyword and exclude keyword on symbol or name', () => {
    const word = all[0]?.name.split(' ')[0]?.toLowerCase() ?? '';
    const rows = market.list('hot', { limit: 200, keyword: word }, now, '');
    expect(rows.length).toBeGreaterThan(0);
    for (const token of rows) expect(`${token.symbol} ${token.name}`.toLowerCase()).toContain(word);
    const without = market.list('hot', { limit: 200, exclude_keyword: word }, now, '');
    expect(without.length + rows.length).toBe(all.length);
  });
});
