/** How wallets and wallet groups are called, in the monitor and in the feed alike. Pure functions. */
import { isUnnamedDefaultGroup } from '@nova/shared-contracts';
import type { SmartWallet } from '@nova/shared-contracts';
import { shortenAddress, stripBidiControls } from '@nova/shared-ui';

/** How a wallet is called: its name, else the user's remark, else its shortened address. */
export function walletLabel(wallet: Pick<SmartWallet, 'wallet_name' | 'remark' | 'wallet_address'>): string {
  return stripBidiControls(wallet.wallet_name).trim() || stripBidiControls(wallet.remark).trim() || shortenAddress(wallet.wallet_address);
}

/**
 * A group's name as shown: the default group keeps the user's own name once renamed, and until
 * then (no name, or the server's English 'Default') shows `defaultLabel` in the user's language.
 */
export function groupDisplayName(group: { name: string; is_default: boolean }, defaultLabel: string): string {
  const name = stripBidiControls(group.name).trim();
  return isUnnamedDefaultGroup(group, name) ? defaultLabel : name;
}
