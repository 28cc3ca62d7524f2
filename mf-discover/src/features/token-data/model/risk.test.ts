import { describe, expect, it } from 'vitest';
import { applyHolder, applyTrade, holderShare, riskCount, riskRows } from './risk';

const safe = { is_pixiu: 0, is_open_source: 1, top10_percent: 30, dev_hold_percent: 30, insider_percent: 5, lp_risk_info: 0.1 };
const risky = (rows: ReturnType<typeof riskRows>) => rows.filter((r) => r.risky).map((r) => r.id);

describe('risk flags (spec 3 §5)', () => {
  it('values exactly at the thresholds are not red', () => expect(riskCount(riskRows(safe))).toBe(0));
  it('top10 above 30, dev hold above 30, insiders above 5 and LP below 0.1 are red', () => {
    expect(risky(riskRows({ ...safe, top10_percent: 30.01 }))).toEqual(['top10']);
    expect(risky(riskRows({ ...safe, dev_hold_percent: 31 }))).toEqual(['devHold']);
    expect(risky(riskRows({ ...safe, insider_percent: 5.5 }))).toEqual(['insiders']);
    expect(risky(riskRows({ ...safe, lp_risk_info: 0.099 }))).toEqual(['lp']);
  });
  it('a honeypot and closed source are red', () => {
    expect(risky(riskRows({ ...safe, is_pixiu: 1, is_open_source: 0 }))).toEqual(['honeypot', 'openSource']);
  });
});

describe('live holders and activity', () => {
  it('keeps the top 100 holders by share, replacing a wallet and dropping an empty one', () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ wallet: `w${i}`, holding_percent: 100 - i }));
    const next = applyHolder(rows, { wallet: 'new', holding_percent: 50.5 });
    expect(next).toHaveLength(100);
    expect(next[50]).toEqual({ wallet: 'new', holding_percent: 50.5 });
    expect(next.some((r) => r.wallet === 'w99')).toBe(false);
    expect(applyHolder(next, { wallet: 'w0', holding_percent: 0 }).some((r) => r.wallet === 'w0')).toBe(false);
  });
  it('puts a new trade first, keeps 100 and ignores a repeated hash', () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ tx_hash: `h${i}` }));
    const next = applyTrade(rows, { tx_hash: 'new' });
    expect(next).toHaveLength(100);
    expect(next[0]).toEqual({ tx_hash: 'new' });
    expect(applyTrade(next, { tx_hash: 'new' })).toBe(next);
    expect(applyTrade([{ tx_hash: 'a' }], { tx_hash: 'b' })).toEqual([{ tx_hash: 'b' }, { tx_hash: 'a' }]);
    expect(rows).toHaveLength(100);
    expect(rows[0]).toEqual({ tx_hash: 'h0' });
  });

  it('a holder push moves a known row\u2019s value with its share; a new wallet has none yet', () => {
    expect(holderShare({ wallet: 'w', holding_percent: 4, balance_usd: '2000', tags: ['dev'] }, 'w', 3)).toEqual({ wallet: 'w', holding_percent: 3, balance_usd: 1500, tags: ['dev'] });
    expect(holderShare({ wallet: 'w', holding_percent: 0, balance_usd: '0', tags: [] }, 'w', 1)).toEqual({ wallet: 'w', holding_percent: 1, tags: [] });
    expect(holderShare(undefined, 'n', 2)).toEqual({ wallet: 'n', holding_percent: 2, tags: [] });
  });
});
