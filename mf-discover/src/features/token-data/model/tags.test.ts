import { describe, expect, it } from 'vitest';
import { isWalletTagKind } from './tags';

describe('isWalletTagKind', () => {
  it('knows the spec’s tag kinds and nothing else', () => {
    for (const kind of ['kol', 'insider', 'smart_money', 'whale', 'sniper', 'dev', 'new_money', 'early_buyers']) expect(isWalletTagKind(kind)).toBe(true);
    expect(isWalletTagKind('Smart money')).toBe(false);
    expect(isWalletTagKind('bot')).toBe(false);
  });
});
