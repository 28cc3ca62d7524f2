import { WALLET_TAG_KINDS } from '@nova/shared-contracts';

/** A wallet tag kind of spec 3 (smart_money, whale, …): each has a translated name. */
export type WalletTagKind = (typeof WALLET_TAG_KINDS)[number];

/** Whether a tag from the API is one of the known kinds (a new kind is shown as it comes, cleaned). */
export function isWalletTagKind(tag: string): tag is WalletTagKind {
  return (WALLET_TAG_KINDS as readonly string[]).includes(tag);
}
