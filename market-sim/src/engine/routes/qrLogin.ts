import { PRODUCT_NAME, isChainAddress } from '@nova/shared-contracts';
import type { LoginResult } from '@nova/shared-contracts';
import { randomHex } from '../accounts/crypto';
import type { EngineCore, Handlers } from '../core';
import { NOT_FOUND_CODE, SimError } from '../errors';

/**
 * QR sign-in ({product} scan): the page opens a login ticket and shows it as a QR code; the
 * {product} app scans it and approves it with its wallet (here: POST /__admin/qr_login, the sim's
 * stand-in for the phone); the page's poll then gets a wallet session, once.
 */

/** How long a ticket can be approved and collected (the page shows the time left). */
export const QR_TICKET_TTL_MS = 120_000;
/** Tickets one device may open per minute: a page refreshes its code on expiry, never faster. */
export const QR_TICKETS_PER_MINUTE = 10;
/** Too many tickets (405004, the spec's "too frequent"). */
export const QR_TOO_FREQUENT = 405004;
/** The ticket ran out before it was approved (405005, the spec's "code expired"). */
export const QR_EXPIRED = 405005;
/** The ticket was already approved or collected (405006, the spec's "invalid code"). */
export const QR_SPENT = 405006;

interface QrTicket {
  secret: string;
  expiresAt: number;
  /** The session the app approved, waiting for the page's poll. */
  approved?: LoginResult;
  /** Approved and collected: neither can happen again. */
  spent: boolean;
}

interface QrStore {
  tickets: Map<string, QrTicket>;
  /** Creation times per device, for the rate limit. */
  created: Map<string, number[]>;
}

// Tickets live two minutes and never outlive a restart of the app that shows them: they stay in
// memory, beside the engine, not in its persisted state.
const stores = new WeakMap<EngineCore, QrStore>();
const storeOf = (core: EngineCore): QrStore => {
  let store = stores.get(core);
  if (!store) stores.set(core, (store = { tickets: new Map(), created: new Map() }));
  return store;
};

/** The link the QR code carries: the app's deep link with the ticket. */
export const qrLoginLink = (ticket: string): string => `${PRODUCT_NAME.toLowerCase()}://qr-login?ticket=${ticket}`;

function openTicket(core: EngineCore, device: string, now: number) {
  const store = storeOf(core);
  const recent = (store.created.get(device) ?? []).filter((at) => now - at < 60_000);
  if (recent.length >= QR_TICKETS_PER_MINUTE) throw new SimError(QR_TOO_FREQUENT, 'too many sign-in codes: wait a minute', 429);
  store.created.set(device, [...recent, now]);
  for (const [id, ticket] of store.tickets) if (now >= ticket.expiresAt + QR_TICKET_TTL_MS) store.tickets.delete(id);
  const ticket = `qr${randomHex(16)}`;
  const record: QrTicket = { secret: randomHex(24), expiresAt: now + QR_TICKET_TTL_MS, spent: false };
  store.tickets.set(ticket, record);
  return { ticket, secret: record.secret, link: qrLoginLink(ticket), expires_at: record.expiresAt, expires_in_ms: QR_TICKET_TTL_MS };
}

/**
 * The {product} app approves a ticket for its wallet (EVM, spec 2 §1): a wallet session of wallet
 * type gatescan, source_type 7, kept for the page's next poll. Expired or spent tickets are refused.
 */
export function approveQrTicket(core: EngineCore, ticket: string, address: string): { ticket: string; user_id: string } {
  const record = storeOf(core).tickets.get(ticket);
  if (!record) throw new SimError(NOT_FOUND_CODE, 'unknown sign-in ticket', 404);
  if (record.spent || record.approved) throw new SimError(QR_SPENT, 'sign-in ticket already used');
  if (core.now() >= record.expiresAt) throw new SimError(QR_EXPIRED, 'sign-in ticket expired');
  if (!isChainAddress('eth', address)) throw new SimError(400, 'invalid EVM address');
  record.approved = core.accounts.walletSession({ family: 'evm', address, wallet_type: 'gatescan', source_type: 7 });
  return { ticket, user_id: record.approved.user.user_id };
}

export const qrLoginHandlers = {
  qrLoginTicket: (ctx) => openTicket(ctx.core, ctx.headers['x-device-id'] ?? 'anonymous', ctx.now),
  qrLoginPoll: (ctx, input) => {
    const record = storeOf(ctx.core).tickets.get(input.ticket);
    if (!record || record.secret !== input.secret) throw new SimError(NOT_FOUND_CODE, 'unknown sign-in ticket', 404);
    if (record.spent) throw new SimError(QR_SPENT, 'sign-in ticket already used');
    if (record.approved) {
      record.spent = true;
      return { state: 'approved' as const, login: record.approved };
    }
    if (ctx.now >= record.expiresAt) return { state: 'expired' as const };
    return { state: 'pending' as const, expires_in_ms: record.expiresAt - ctx.now };
  },
} satisfies Partial<Handlers>;
