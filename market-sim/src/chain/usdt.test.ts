import { encodeFunctionData, decodeFunctionResult } from 'viem';
import type { Address, Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { EVM_TRADING_CHAINS, PERP_TOKENS } from '@nova/shared-contracts';
import { TEST_USDT_ABI, tradeChainOf } from './tradeChain';
import type { TradeChain } from './tradeChain';
import { usdtAddressOf } from './usdt';

async function read(chain: TradeChain, functionName: 'decimals' | 'balanceOf', args: readonly unknown[] = []): Promise<unknown> {
  const data = encodeFunctionData({ abi: TEST_USDT_ABI, functionName, args } as never);
  const answer = (await chain.request('eth_call', [{ to: chain.usdt.address, data }, 'latest'])) as Hex;
  return decodeFunctionResult({ abi: TEST_USDT_ABI, functionName, data: answer } as never);
}

describe('USDT on the local trade chains', () => {
  it('sits at the listed address with the listed decimals on eth and bsc, and exists on every EVM trade chain', async () => {
    expect(usdtAddressOf('eth')).toBe(PERP_TOKENS.eth.address);
    expect(usdtAddressOf('bsc')).toBe(PERP_TOKENS.bsc.address);
    const core = {};
    const holder: Address = '0x00000000000000000000000000000000000b0b01';
    for (const key of EVM_TRADING_CHAINS) {
      const chain = await tradeChainOf(core, key);
      expect(chain.usdt.address).toBe(usdtAddressOf(key));
      expect(Number(await read(chain, 'decimals'))).toBe(key === 'bsc' ? 18 : 6);
      await chain.mintUsdt(holder, 1234n);
      expect(await read(chain, 'balanceOf', [holder])).toBe(1234n);
    }
  }, 120_000);
});
