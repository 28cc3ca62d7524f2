import { useEffect, useState } from 'react';
import { POLLING } from '@nova/shared-contracts';
import type { ApiClient, ChainKey } from '@nova/shared-contracts';
import type { EvmGas } from '../model/gas';
import { needsEvmGas } from '../model/gas';
import { usePlatform } from '@nova/shared-ui';

const cache = new WeakMap<ApiClient, Map<ChainKey, { at: number; gas: Promise<EvmGas> }>>();

/**
 * Gas of an EVM chain from GET /trade/gasprice/evm/{chain} and /trade/gaslimit/evm/{chain},
 * cached 9 s (spec 1 §9) per API client, so the panel's 10 s poll and an order share one answer.
 */
export function fetchEvmGas(api: ApiClient, chain: ChainKey, now = Date.now()): Promise<EvmGas> {
  let byChain = cache.get(api);
  if (!byChain) {
    byChain = new Map();
    cache.set(api, byChain);
  }
  const hit = byChain.get(chain);
  if (hit && now - hit.at < POLLING.gasCacheMs) return hit.gas;
  const gas = Promise.all([api.call('evmGasPrice', { chain }), api.call('evmGasLimit', { chain })]).then(([price, limit]) => ({
    priorityWei: String(price.fast_pri_wei_per_gas),
    baseWei: String(price.base_wei_fee),
    gasLimit: limit.gas_used,
  }));
  byChain.set(chain, { at: now, gas });
  gas.catch(() => byChain.delete(chain));
  return gas;
}

/** The chain's EVM gas, polled every 10 s (null on Solana, eth and bsc, and until the first answer; failures are only logged). */
export function useEvmGas(chain: ChainKey): EvmGas | null {
  const { api } = usePlatform();
  const [gas, setGas] = useState<{ chain: ChainKey; gas: EvmGas } | null>(null);
  useEffect(() => {
    if (!needsEvmGas(chain)) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      fetchEvmGas(api, chain).then(
        (value) => active && setGas({ chain, gas: value }),
        (error: unknown) => console.warn('[mf-trade] gas', error),
      );
      timer = setTimeout(run, POLLING.gasMs);
    };
    run();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [api, chain]);
  return gas && gas.chain === chain ? gas.gas : null;
}
