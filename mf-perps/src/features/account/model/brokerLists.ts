/** The broker programme (spec 2 §7, exchange-side perp API): the claim gate, the lists' tabs and paging. */

/** Claim commission is offered while some commission is claimable (a sign test, as `chainWithdrawEnabled`'s). */
export function canClaim(claimable: string | number | undefined): boolean {
  return Number(claimable) > 0;
}

export const BROKER_LISTS = ['customers', 'commissions', 'claims'] as const;
export type BrokerList = (typeof BROKER_LISTS)[number];
export const BROKER_PAGE_SIZE = 20;

/** Pages of a list of `total` rows (at least one, so an empty list reads "page 1 of 1"). */
export function pageCount(total: number, size = BROKER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** The page after a move, kept within 1..pages. */
export function movePage(page: number, delta: number, pages: number): number {
  return Math.min(Math.max(1, page + delta), Math.max(1, pages));
}
