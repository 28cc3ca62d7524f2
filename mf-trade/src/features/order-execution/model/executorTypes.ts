import type { ApiClient, BusEventMap, ChainKey, ChannelData, EndpointRequest, EventBus, EvmTransaction, OrderResult, RealtimeClient, ToastService } from '@nova/shared-contracts';

// The executor's vocabulary: what a slot's state is, what an order ends as, what it needs, and the
// tickets the buttons hand it (executor.ts).

export type ExecutionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'pending'; txHash: string }
  | { status: 'success'; txHash: string }
  | { status: 'failed'; code: number };

export type OrderNotification = ChannelData<'orderNotification'>;

export type ExecutionOutcome =
  | { status: 'success'; result: OrderResult; notification: OrderNotification | null }
  | { status: 'failed'; code: number; message: string }
  /** Refused before sending (another order of the slot, or an identical submission, in flight). */
  | { status: 'busy' };

export interface ExecutorDeps {
  api: ApiClient;
  realtime: RealtimeClient;
  toast: ToastService;
  bus: EventBus<BusEventMap>;
  /** Formats a message of mf-trade's catalogue in the current locale. */
  t: (key: string, values?: Record<string, string | number>) => string;
  /** A new idempotency key (crypto.randomUUID in the browser). */
  newKey: () => string;
  /** How long a pending order waits for its notification before it is shown as committed. */
  notificationTimeoutMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  /** A notification of an order this page did not place (a limit or TP/SL order that triggered). */
  onTriggered?: (notification: OrderNotification) => void;
  clearTimer?: (timer: unknown) => void;
  /** Whether a fill is toasted (the "Toast when an order fills" setting; on when absent). Failures always are. */
  fillToast?: () => boolean;
}

export interface TicketBase {
  chain: ChainKey;
  address: string;
  side: 'buy' | 'sell';
  /** Token symbol for the toasts. */
  symbol: string;
}

export interface OrderTicket extends TicketBase {
  payload: EndpointRequest<'tradeOrderCreate'>;
}

export interface WalletTicket extends TicketBase {
  /** The build request (its quote_data names the current quote). */
  build: EndpointRequest<'tradeBuild'>;
  /** EVM: the approve transaction to send first when the quote needs approval. */
  approve?: EvmTransaction;
  /** EVM exchange wallet (`signsOnly`): it signs the build's text and the server sends (and approves). */
  signOnly?: boolean;
}

/** What makes two submissions identical: the same side of the same token. */
export type SubmissionTarget = Pick<TicketBase, 'chain' | 'address' | 'side'>;

/**
 * One submission's hold on its token and side, taken when a button starts an order (before its
 * checks, quote or gas) and released when the order settled; `release` is idempotent.
 */
export interface Submission {
  release(): void;
}

/** A limit order refused: its code and the §8 message shown ('' when silent). */
export type LimitFailure = { status: 'failed'; code: number; message: string };

/**
 * How a cancel ended: cancelled; refused with its code and reason (the §8 message, else the code);
 * or not sent because a cancel of the same order is in flight (a double click).
 */
export type CancelOutcome = { status: 'cancelled' } | { status: 'failed'; code: number; reason: string } | { status: 'busy' };

export interface CancelOptions {
  /** The success toast's text; "cancel success" when absent. */
  successMessage?: string;
  /** Whether a failure is toasted (default); a caller that shows the reason on screen turns it off. */
  failureToast?: boolean;
}
