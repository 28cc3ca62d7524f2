import { ACCOUNT, ApiError } from '@nova/shared-contracts';
import type { SmartWallet } from '@nova/shared-contracts';
import { stripBidiControls } from '@nova/shared-ui';

/** A wallet's name (remark) in the monitor (spec 2 §5): trimmed, at most 30 characters; empty clears it. */
export function walletNameError(value: string): 'nameTooLong' | null {
  return [...value.trim()].length > ACCOUNT.nameMaxLength ? 'nameTooLong' : null;
}

/** What the rename field starts with: the wallet's name, else its remark, without bidi controls. */
export function nameDraftOf(wallet: Pick<SmartWallet, 'wallet_name' | 'remark'>): string {
  return stripBidiControls(wallet.wallet_name || wallet.remark);
}

/** The text of a failed call as the user sees it (the server's message when it gave one). */
export function errorText(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : String(error);
}
