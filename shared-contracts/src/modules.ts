import type { ComponentType } from 'react';
import type { ChainKey } from './chains';

/** Props of every exposed module, by remote and expose key. The host needs no downloaded .d.ts. */
export interface ExposedModules {
  mf_discover: {
    './TokenList': { list: 'hot' | 'new' | 'ai' | 'signal'; chain?: ChainKey };
  };
  mf_chart: {
    './TokenChart': { chain: ChainKey; address: string };
  };
  mf_trade: {
    './TradePanel': { chain: ChainKey; address: string };
  };
  mf_wallets: {
    './WalletProfile': { chain: ChainKey; address: string };
  };
  mf_perps: {
    './PerpAccount': Record<string, never>;
  };
  mf_trackers: {
    './Trackers': Record<string, never>;
  };
}

export type RemoteName = keyof ExposedModules;
export const REMOTE_NAMES = ['mf_trade', 'mf_chart', 'mf_discover', 'mf_wallets', 'mf_perps', 'mf_trackers'] as const satisfies readonly RemoteName[];

export type ExposeKey<R extends RemoteName> = keyof ExposedModules[R] & string;
export type ExposedProps<R extends RemoteName, E extends ExposeKey<R>> = ExposedModules[R][E];

/**
 * The shape of every exposed module: the component as default export and the contract version
 * the remote was built with, which the host checks before mounting.
 */
export interface RemoteModule<P> {
  default: ComponentType<P>;
  contractVersion: string;
}
