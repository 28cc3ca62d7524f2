import type { EndpointResponse, LoginResult } from '@nova/shared-contracts';

/**
 * QR sign-in with the {product} app ({product} scan): the page opens a login ticket, shows its link
 * as a QR code with the time left, and polls until the app approves it (a session), it expires
 * (the user asks for a new one) or the drawer closes.
 */

/** How often the page asks whether the app has approved the ticket. */
export const QR_POLL_MS = 2000;

/** A ticket as the page keeps it: the sim's answer with its deadline on this device's clock. */
export interface QrTicket {
  ticket: string;
  secret: string;
  /** What the QR code carries: the app's deep link with the ticket. */
  link: string;
  /** When it expires, in this device's ms (the server's clock may differ: only its durations count). */
  deadline: number;
}

export type QrPoll = EndpointResponse<'qrLoginPoll'>;

export type QrPhase = { phase: 'pending'; secondsLeft: number } | { phase: 'expired' } | { phase: 'approved'; login: LoginResult };

/** The ticket of a qrLoginTicket answer received at `receivedAt` (this device's ms). */
export function qrTicketOf(answer: EndpointResponse<'qrLoginTicket'>, receivedAt: number): QrTicket {
  return { ticket: answer.ticket, secret: answer.secret, link: answer.link, deadline: receivedAt + answer.expires_in_ms };
}

/**
 * The deadline after a poll: a pending answer says how long the server still gives the ticket,
 * which wins over the first estimate (a slow answer, a server whose clock moved).
 */
export function syncedDeadline(ticket: QrTicket, poll: QrPoll | undefined, receivedAt: number): number {
  return poll?.state === 'pending' ? Math.min(ticket.deadline, receivedAt + poll.expires_in_ms) : ticket.deadline;
}

/**
 * Where the ticket stands: approved or expired as the server last said, else pending with the
 * whole seconds left until `deadline`, or expired once it passed (no poll needed to say so).
 */
export function qrPhase(deadline: number, poll: QrPoll | undefined, now: number): QrPhase {
  if (poll?.state === 'approved') return { phase: 'approved', login: poll.login };
  if (poll?.state === 'expired' || now >= deadline) return { phase: 'expired' };
  return { phase: 'pending', secondsLeft: Math.ceil((deadline - now) / 1000) };
}

/** Polls only a ticket still pending: an approved or expired one has nothing more to say. */
export function qrPollInterval(poll: QrPoll | undefined): number | false {
  return poll === undefined || poll.state === 'pending' ? QR_POLL_MS : false;
}
