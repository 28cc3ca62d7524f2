import { CHAINS, TRADING_CHAINS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { D } from '../money';
import type { Dec } from '../money';
import type { Rng } from '../rng';

/** Gas used by a swap on EVM chains. */
export const SWAP_GAS = 150_000;
const GWEI = 1e9;

interface ChainGas {
  /** EVM: base fee and priority tiers in wei per gas. Solana: tiers in micro-lamports per CU. */
  base: number;
  low: number;
  avg: number;
  fast: number;
}

/** Starting gas per trading chain: EVM base fee in gwei, priority in gwei; Solana in micro-lamports. */
const START: Readonly<Record<string, ChainGas>> = {
  solana: { base: 0, low: 10_000, avg: 100_000, fast: 1_000_000 },
  eth: { base: 12 * GWEI, low: 0.5 * GWEI, avg: 1 * GWEI, fast: 2 * GWEI },
  bsc: { base: 1 * GWEI, low: 0.1 * GWEI, avg: 0.5 * GWEI, fast: 1 * GWEI },
  base: { base: 0.01 * GWEI, low: 0.001 * GWEI, avg: 0.005 * GWEI, fast: 0.01 * GWEI },
  gatelayer: { base: 0.1 * GWEI, low: 0.01 * GWEI, avg: 0.05 * GWEI, fast: 0.1 * GWEI },
};

/** Gas prices per trading chain, drifting each second; the MEV tip in lamports. */
export class GasModel {
  private readonly gas = new Map<ChainKey, ChainGas>();
  mevLamports = 100_000;

  constructor(private readonly rng: Rng) {
    for (const chain of TRADING_CHAINS) this.gas.set(chain, { ...(START[chain] as ChainGas) });
  }

  step(): void {
    for (const [chain, gas] of this.gas) {
      const drift = Math.exp(this.rng.normal() * 0.02);
      const start = START[chain] as ChainGas;
      const clamp = (value: number, ref: number): number => Math.round(Math.min(ref * 4, Math.max(ref / 4, value * drift)));
      this.gas.set(chain, { base: clamp(gas.base, start.base), low: clamp(gas.low, start.low), avg: clamp(gas.avg, start.avg), fast: clamp(gas.fast, start.fast) });
    }
    this.mevLamports = Math.round(Math.min(400_000, Math.max(25_000, this.mevLamports * Math.exp(this.rng.normal() * 0.02))));
  }

  of(chain: ChainKey): ChainGas | undefined {
    return this.gas.get(chain);
  }

  /** Network fee of one swap, in the native coin (spec 1 §9: Solana 0.000025). */
  networkFee(chain: ChainKey): Dec {
    if (CHAINS[chain].family === 'solana') return new D('0.000025');
    const gas = this.gas.get(chain);
    if (!gas) return new D(0);
    return new D(gas.base + gas.avg).mul(SWAP_GAS).div(1e18);
  }
}
