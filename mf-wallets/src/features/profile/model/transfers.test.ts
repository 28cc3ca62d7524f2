import { CHAINS } from '@nova/shared-contracts';
import { describe, expect, it } from 'vitest';
import { TRANSFERS_PAGE_SIZE, transferPageCount, transferSign, transferTxUrl } from './transfers';

describe('the deposit and withdrawal list', () => {
  it('counts pages of 20, one when there is nothing', () => {
    expect(transferPageCount(0)).toBe(1);
    expect(transferPageCount(TRANSFERS_PAGE_SIZE)).toBe(1);
    expect(transferPageCount(TRANSFERS_PAGE_SIZE + 1)).toBe(2);
  });

  it('signs a deposit + and a withdrawal −', () => {
    expect(transferSign({ type: 'deposit' })).toBe('+');
    expect(transferSign({ type: 'withdrawal' })).toBe('−');
  });

  it('links the server\'s transaction page, else the chain\'s explorer', () => {
    expect(transferTxUrl({ chain: 'bsc', tx_hash: '0xab', tx_url: 'http://sim.test/tx/bsc/0xab' })).toBe('http://sim.test/tx/bsc/0xab');
    expect(transferTxUrl({ chain: 'bsc', tx_hash: '0xab' })).toBe(`${CHAINS.bsc.explorerUrl}/tx/0xab`);
  });
});
