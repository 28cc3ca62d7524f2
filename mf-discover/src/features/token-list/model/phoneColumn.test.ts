import { describe, expect, it } from 'vitest';
import { parsePhoneColumn } from './phoneColumn';

describe('phone column', () => {
  it('reads a stored column', () => {
    for (const column of ['change', 'marketCap', 'liquidity', 'age'] as const) expect(parsePhoneColumn(column)).toBe(column);
  });
  it('falls back to 24h for anything else', () => {
    for (const value of [undefined, null, 'volume', 3, {}]) expect(parsePhoneColumn(value)).toBe('change');
  });
});
