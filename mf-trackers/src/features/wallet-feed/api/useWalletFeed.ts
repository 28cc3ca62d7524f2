import { useEffect, useMemo, useRef } from 'react';
import { POLLING } from '@nova/shared-contracts';
import { useApi, useChannel } from '@nova/shared-ui';
import { createCoalescer } from '../model/trades';

/** A burst of live pushes refreshes the trade list at most once per this period (ours). */
export const LIVE_REFRESH_MS = 1_000;

/**
 * The followed wallets and their latest trades (wallet monitor endpoints, bearer). Nothing is
 * fetched while signed out. The trade list polls, and follow_wallet_info pushes refresh it (never
 * aborting a refresh that is still running).
 */
export function useWalletFeed(signedIn: boolean) {
  const wallets = useApi('smartWalletList', signedIn ? {} : null);
  const trades = useApi('followWalletTradeList', signedIn ? {} : null, { pollMs: POLLING.genericMs });
  const busy = useRef(false);
  const live = useMemo(() => createCoalescer(trades.reload, LIVE_REFRESH_MS, () => busy.current), [trades.reload]);
  useEffect(() => () => live.cancel(), [live]);
  const pending = trades.status === 'pending';
  useEffect(() => {
    busy.current = pending;
    if (!pending) live.settled();
  }, [pending, live]);
  useChannel('followWalletInfo', signedIn ? {} : null, live.push);
  return { wallets, trades };
}

/** The wallet groups, and the wallets of the chosen group (null: no group chosen). */
export function useWalletGroups(signedIn: boolean, groupId: string | null) {
  const groups = useApi('groupList', signedIn ? {} : null);
  const members = useApi('smartList', signedIn && groupId !== null ? { group_id: groupId, page: 1, page_size: 100 } : null);
  return { groups, members };
}
