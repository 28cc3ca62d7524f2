/**
 * Refetches after an order: what an order changes, asked for by the order's own answer, its
 * realtime notifications and the order screens, debounced so a burst is one refetch per endpoint.
 * Part of the package's start (the trade remote calls it synchronously); the realtime bindings
 * that also call it are in `live.ts`, loaded with the first follow.
 */
import type { QueryClient } from '@tanstack/query-core';
import type { DataChange, EndpointName } from '@nova/shared-contracts';
import { POLLING } from '@nova/shared-contracts';
import { queryKeys } from '@nova/shared-contracts';

/**
 * What an order changes for the user: balances, positions, trade history and open orders. A
 * settled or triggered order refetches them all (spec 1 §3: a fill refreshes assets, history and
 * chart points), in the one cache, so every remote shows the new values.
 */
export const ORDER_AFFECTED_ENDPOINTS = ['balanceList', 'holdsList', 'userTokenHistory', 'limitOrderList'] as const;

const pendingRefetch = new WeakMap<QueryClient, { names: Set<EndpointName>; timer: ReturnType<typeof setTimeout> }>();

/**
 * Refetches the cached answers of these endpoints, debounced (spec 1 §9: position data with a
 * 100 ms debounce): asks within `POLLING.refetchDebounceMs` of the first are one refetch per
 * endpoint (an order's own answer and its order_notification, a burst of spot.myorders pushes).
 */
export function refetchEndpoints(client: QueryClient, names: readonly EndpointName[], debounceMs: number = POLLING.refetchDebounceMs): void {
  const pending = pendingRefetch.get(client);
  if (pending) {
    for (const name of names) pending.names.add(name);
    return;
  }
  const entry = {
    names: new Set(names),
    timer: setTimeout(() => {
      pendingRefetch.delete(client);
      for (const name of entry.names) void client.invalidateQueries({ queryKey: queryKeys.endpoint(name) });
    }, debounceMs),
  };
  pendingRefetch.set(client, entry);
}

/** Refetches every cached answer an order changes (`ORDER_AFFECTED_ENDPOINTS`), debounced. */
export function refreshAfterOrder(client: QueryClient): void {
  refetchEndpoints(client, ORDER_AFFECTED_ENDPOINTS);
}

/** Refetches the cached open-order lists (a created, triggered or cancelled limit / TP / SL order), debounced. */
export function refreshOpenOrders(client: QueryClient): void {
  refetchEndpoints(client, ['limitOrderList']);
}

/**
 * What each change the user makes through a call makes stale, written once: the mutation's
 * options call `invalidateAfter(change)` (`PlatformQueries.invalidateAfter`) on success.
 */
export const STALE_AFTER: Readonly<Record<DataChange, readonly EndpointName[]>> = {
  order: ORDER_AFFECTED_ENDPOINTS,
  /** A wallet followed, unfollowed, moved or renamed in a group (spec 2 §4: the group list refreshes on success). */
  walletMonitor: ['groupList', 'smartList', 'smartWalletList', 'followWalletTradeList', 'walletInfoDetail'],
  walletRemark: ['walletInfoDetail', 'sortedRemarkList', 'smartRemarkList', 'smartWalletList'],
  /** A perpetuals deposit, withdrawal or conversion moves money between the spot and perpetual accounts. */
  perpFunds: ['perpFundStats', 'perpWithdrawnToday', 'perpDexUserBalance', 'futuresUsdtAccounts', 'balanceList'],
  /** A broker rebate claimed: the statistics, the claim and commission rows, the rebate ledger's views, and the perp account it paid into. */
  perpRebateClaim: ['perpDexUserStatistics', 'perpDexClaimedList', 'perpDexBrokerCommissionsList', 'rebateInfo', 'rebateRecords', 'rebateClaimRecords', 'perpFundStats', 'perpDexUserBalance', 'futuresUsdtAccounts'],
  walletWithdraw: ['balanceList', 'holdsList'],
  /** The referral rebate claimed (spec 2 §7): the summary's figures, the rebate and claim ledgers, and the perp account it paid into. */
  walletRebateClaim: ['rebateInfo', 'rebateRecords', 'rebateClaimRecords', 'perpFundStats', 'perpDexUserBalance', 'futuresUsdtAccounts'],
  /** An inviter's code bound (spec 2 §2): the account's referral summary shows the bound code. */
  walletRebateBind: ['rebateInfo'],
};

/** Refetches every cached answer `change` makes stale (`STALE_AFTER`); resolves when they are back. */
export async function invalidateAfter(client: QueryClient, change: DataChange): Promise<void> {
  await Promise.all(STALE_AFTER[change].map((name) => client.invalidateQueries({ queryKey: queryKeys.endpoint(name) })));
}
