import { ApiError, CLIENT_ERRORS, TOASTS } from '@nova/shared-contracts';
import type { EndpointRequest, EndpointResponse, LimitOrder, OrderResult, WalletService } from '@nova/shared-contracts';
import { stripBidiControls } from '@nova/shared-ui';
import type { CancelOptions, CancelOutcome, ExecutionOutcome, ExecutionState, ExecutorDeps, LimitFailure, OrderNotification, OrderTicket, Submission, SubmissionTarget, TicketBase, WalletTicket } from './executorTypes';
import { NotificationMatcher } from './notifications';
import { orderErrorText } from './orderErrors';
import { SubmissionHolds, submissionKey } from './submissions';

/** The code of a failure: ApiError's, a wallet's EIP-1193 code (4001 refused), or a network error. */
function errorCode(error: unknown): number {
  if (error instanceof ApiError) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : CLIENT_ERRORS.network;
}

const IDLE: ExecutionState = { status: 'idle' };

/**
 * The one place orders are executed (spec 1 §4 "Trade action"): idle -> loading while the order is
 * sent -> pending with its tx hash -> the result from `order_notification` matched by hash, each
 * hash handled once (notifications.ts) -> success or failure toast. Orders are never retried.
 * Framework-free: the trade panel, the quick-trade module and the positions use one executor per
 * platform.
 */
export class OrderExecutor {
  private readonly states = new Map<string, ExecutionState>();
  private readonly listeners = new Set<() => void>();
  /** The idempotency key of the last order of a slot whose answer was lost, by payload. */
  private readonly unanswered = new Map<string, { payload: string; key: string }>();
  /** The idempotency keys of a slot's limit orders by request, until all of them were created. */
  private readonly limitKeys = new Map<string, Map<string, string>>();
  /** The idempotency key of a cancel by order id, until it was answered (a re-send after a lost answer reuses it). */
  private readonly cancelKeys = new Map<string, string>();
  /** The token sides with a submission in flight, whichever button or slot started it, and the orders with a cancel in flight. */
  private readonly holds = new SubmissionHolds();
  private readonly notifications: NotificationMatcher;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: ExecutorDeps) {
    this.notifications = new NotificationMatcher(deps);
  }

  /** The state of a slot ('panel', 'quick', 'position:<token>'…). */
  state(slot: string): ExecutionState {
    return this.states.get(slot) ?? IDLE;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** True while the slot has an order loading or pending: its button is disabled. */
  busy(slot: string): boolean {
    const { status } = this.state(slot);
    return status === 'loading' || status === 'pending';
  }

  /**
   * Starts a submission of an order on a token's side, or null while an identical one is in
   * flight (a double click on ⚡, the panel's Buy and a list's ⚡ on the same token): every button
   * goes through here, so a repeat is refused however its clicks arrive. A caller with checks
   * before the order (balances, a quote) begins first and hands the submission to the order.
   */
  begin(target: SubmissionTarget): Submission | null {
    return this.holds.hold(submissionKey(target));
  }

  /** Runs `place` under the caller's submission, or under one of its own (refused when identical to one in flight). */
  private async submitted(target: SubmissionTarget, given: Submission | undefined, place: () => Promise<ExecutionOutcome>): Promise<ExecutionOutcome> {
    const submission = given ?? this.begin(target);
    if (!submission) return { status: 'busy' };
    try {
      return await place();
    } finally {
      if (!given) submission.release();
    }
  }

  /** Subscribes to order_notification (once; kept while the page lives). */
  listen(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.deps.realtime.subscribe('orderNotification', {}, (data) => this.onNotification(data));
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /**
   * Sends a custodial market order. A slot with an order in flight refuses another (double click).
   * The request carries an idempotency key; after a lost answer (network error) the same payload
   * is sent again only by the user, with the same key, so the server places one order. Refused
   * too while an identical submission is in flight (`begin`), unless `submission` is that one.
   */
  placeMarketOrder(slot: string, ticket: OrderTicket, submission?: Submission): Promise<ExecutionOutcome> {
    if (this.busy(slot)) return Promise.resolve({ status: 'busy' });
    return this.submitted(ticket, submission, () => this.sendMarketOrder(slot, ticket));
  }

  private async sendMarketOrder(slot: string, ticket: OrderTicket): Promise<ExecutionOutcome> {
    this.listen();
    this.set(slot, { status: 'loading' });
    const fingerprint = JSON.stringify(ticket.payload);
    const previous = this.unanswered.get(slot);
    const key = previous && previous.payload === fingerprint ? previous.key : this.deps.newKey();
    let result: OrderResult;
    try {
      result = await this.deps.api.call('tradeOrderCreate', ticket.payload, { idempotencyKey: key });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(CLIENT_ERRORS.network, String(error));
      if (apiError.code === CLIENT_ERRORS.network || apiError.code === CLIENT_ERRORS.timeout) this.unanswered.set(slot, { payload: fingerprint, key });
      else this.unanswered.delete(slot);
      this.fail(slot, apiError.code, apiError.message);
      return { status: 'failed', code: apiError.code, message: apiError.message };
    }
    this.unanswered.delete(slot);
    return this.settle(slot, ticket, result);
  }

  /** Pending hash -> the result from its notification (each hash once) -> the toast. */
  private async settle(slot: string, ticket: TicketBase, result: OrderResult): Promise<ExecutionOutcome> {
    const txHash = result.tx_hash;
    this.set(slot, { status: 'pending', txHash });
    this.deps.bus.emit('trade.executed', { chain: ticket.chain, address: ticket.address, side: ticket.side, txHash, status: 'pending' });
    const toastId = this.deps.toast.show({ kind: 'loading', message: this.deps.t('trade.toast.committed', { symbol: stripBidiControls(ticket.symbol) }) });
    const notification = await this.notifications.await(txHash, ticket, toastId);
    if (notification && notification.errorCode !== 0) {
      this.deps.bus.emit('trade.executed', { chain: ticket.chain, address: ticket.address, side: ticket.side, txHash, status: 'failed' });
      this.deps.toast.update(toastId, { kind: 'error', message: this.errorMessage(notification.errorCode, notification.message ?? ''), durationMs: TOASTS.tradeDurationMs });
      this.set(slot, { status: 'failed', code: notification.errorCode });
      return { status: 'failed', code: notification.errorCode, message: notification.message ?? '' };
    }
    this.deps.bus.emit('trade.executed', { chain: ticket.chain, address: ticket.address, side: ticket.side, txHash, status: 'success' });
    if (this.deps.fillToast?.() === false) {
      // The user switched fill toasts off: the "committed" toast goes once the order filled.
      this.deps.toast.dismiss(toastId);
      this.set(slot, { status: 'success', txHash });
      return { status: 'success', result, notification };
    }
    this.deps.toast.update(toastId, {
      kind: 'success',
      message: this.deps.t(notification ? 'trade.toast.success' : 'trade.toast.committedNoResult', { symbol: stripBidiControls(ticket.symbol) }),
      durationMs: TOASTS.tradeDurationMs,
    });
    this.set(slot, { status: 'success', txHash });
    return { status: 'success', result, notification };
  }

  /**
   * A wallet login's order (spec 1 §4 "Wallet-login execution"): build, then the wallet signs —
   * Solana: the built transaction is signed and sent with submit_tx; EVM: an `approve` first when
   * the quote says `need_approved`, then the wallet sends the built transaction with
   * eth_sendTransaction and the hash goes to submit_tx_hash (an exchange wallet only signs the
   * build's text and submit_tx_hash carries the signature) — then the same pending -> result path.
   * A wallet that refuses (4001, user-cancelled) is silent; another wallet error toasts its message.
   * Refused like a market order while an identical submission is in flight.
   */
  placeWalletOrder(slot: string, ticket: WalletTicket, wallet: WalletService, submission?: Submission): Promise<ExecutionOutcome> {
    if (this.busy(slot)) return Promise.resolve({ status: 'busy' });
    return this.submitted(ticket, submission, () => this.sendWalletOrder(slot, ticket, wallet));
  }

  private async sendWalletOrder(slot: string, ticket: WalletTicket, wallet: WalletService): Promise<ExecutionOutcome> {
    this.listen();
    this.set(slot, { status: 'loading' });
    let result: OrderResult;
    try {
      if (ticket.approve && !ticket.signOnly) await wallet.sendTransaction(ticket.approve);
      const build = await this.deps.api.call('tradeBuild', ticket.build);
      const key = this.deps.newKey();
      if (build.serialized_tx) {
        const signed = await wallet.signSolanaTransaction(build.serialized_tx);
        result = await this.deps.api.call('tradeSubmitTx', { build_data: { build_id: build.build_id }, chain: ticket.chain, signed_tx_list: [signed] }, { idempotencyKey: key });
      } else if (build.unsigned_tx) {
        const { to, data, value } = build.unsigned_tx;
        const submitted = { extraData: { build_id: build.build_id }, chain: ticket.chain, unsignedTx: { to, data, value }, ...(build.unsigned_tx_string ? { unsignedTxString: build.unsigned_tx_string } : {}), ts: Date.now() };
        if (ticket.signOnly) {
          if (!build.unsigned_tx_string) throw new ApiError(CLIENT_ERRORS.invalidResponse, 'the build has no transaction text to sign');
          const signature = await wallet.signMessage('evm', build.unsigned_tx_string);
          result = await this.deps.api.call('tradeSubmitTxHash', { ...submitted, signature }, { idempotencyKey: key });
        } else {
          const txHash = await wallet.sendTransaction(build.unsigned_tx);
          result = await this.deps.api.call('tradeSubmitTxHash', { ...submitted, txHash }, { idempotencyKey: key });
        }
      } else {
        throw new ApiError(CLIENT_ERRORS.invalidResponse, 'the build has no transaction to sign');
      }
    } catch (error) {
      const code = errorCode(error);
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError || code === 4001 || code === CLIENT_ERRORS.userCancelled) this.fail(slot, code, message);
      else {
        this.deps.toast.show({ kind: 'error', message, durationMs: TOASTS.tradeDurationMs });
        this.set(slot, { status: 'failed', code });
      }
      return { status: 'failed', code, message };
    }
    return this.settle(slot, ticket, result);
  }

  /**
   * Creates a limit (or take-profit / stop-loss) order: no tx hash, the order waits on the server
   * for its price. "creation success" toast; a failure shows its §8 message. Never retried.
   */
  async createLimitOrder(slot: string, request: EndpointRequest<'limitOrderCreate'>): Promise<{ status: 'success'; orderId: string } | LimitFailure | { status: 'busy' }> {
    const outcome = await this.createLimitOrders(slot, [request]);
    return outcome.status === 'success' ? { status: 'success', orderId: outcome.orderIds[0] ?? '' } : outcome;
  }

  /**
   * Creates limit orders one after the other in one slot (a held position's take-profit and
   * stop-loss): refused while the slot has orders in flight (a repeat submit), each with an
   * idempotency key — kept for the same request after a lost answer, and for the ones already
   * created while a later one failed, so a re-send by the user creates each order once. One
   * success toast (`successMessage`, else "creation success"); the first failure stops, shows its
   * §8 message (or `failureMessage`, e.g. spec 1's "order fail" of a filled buy's TP/SL) and
   * resolves with it (`message`, '' for a silent one). Never retried.
   */
  async createLimitOrders(slot: string, requests: readonly EndpointRequest<'limitOrderCreate'>[], successMessage?: string, failureMessage?: string): Promise<{ status: 'success'; orderIds: string[] } | LimitFailure | { status: 'busy' }> {
    if (this.busy(slot)) return { status: 'busy' };
    this.set(slot, { status: 'loading' });
    const previous = this.limitKeys.get(slot);
    const keys = new Map<string, string>();
    this.limitKeys.set(slot, keys);
    const orderIds: string[] = [];
    for (const request of requests) {
      const fingerprint = JSON.stringify(request);
      const key = previous?.get(fingerprint) ?? this.deps.newKey();
      keys.set(fingerprint, key);
      try {
        orderIds.push((await this.deps.api.call('limitOrderCreate', request, { idempotencyKey: key })).order_id);
        this.deps.bus.emit('order.created', { chain: request.chain, address: request.base_token, side: request.order_data.side === 'buy' || request.order_data.side === 1 ? 'buy' : 'sell', kind: request.sub_order_type ?? 'limit' });
      } catch (error) {
        const code = errorCode(error);
        if (code !== CLIENT_ERRORS.network && code !== CLIENT_ERRORS.timeout) keys.delete(fingerprint);
        const message = error instanceof Error ? error.message : String(error);
        if (failureMessage === undefined) this.fail(slot, code, message);
        else {
          this.deps.toast.show({ kind: 'error', message: failureMessage, durationMs: TOASTS.tradeDurationMs });
          this.set(slot, { status: 'failed', code });
        }
        return { status: 'failed', code, message: this.errorMessage(code, message) };
      }
    }
    this.limitKeys.delete(slot);
    this.deps.toast.show({ kind: 'success', message: successMessage ?? this.deps.t('trade.toast.created'), durationMs: TOASTS.tradeDurationMs });
    this.set(slot, { status: 'idle' });
    return { status: 'success', orderIds };
  }

  /**
   * Cancels an open limit (or TP/SL) order: a success toast ("cancel success", or the option's
   * message) or the failure's §8 message (its code when it has none), which the caller gets as the
   * reason. A second cancel of the same order while one is in flight is not sent (a double click on
   * Cancel), whichever button sent it. Sent with an idempotency key like every order call, the same
   * one again after a lost answer.
   */
  async cancelLimitOrder(order: Pick<LimitOrder, 'order_id' | 'chain' | 'wallet_address'>, options: CancelOptions = {}): Promise<CancelOutcome> {
    const submission = this.holds.hold(`cancel:${order.order_id}`);
    if (!submission) return { status: 'busy' };
    const key = this.cancelKeys.get(order.order_id) ?? this.deps.newKey();
    this.cancelKeys.set(order.order_id, key);
    try {
      await this.deps.api.call('limitOrderCancel', { order_id: order.order_id, chain: order.chain, wallet_address: order.wallet_address }, { idempotencyKey: key });
      this.cancelKeys.delete(order.order_id);
      this.deps.toast.show({ kind: 'success', message: options.successMessage ?? this.deps.t('trade.toast.cancelled'), durationMs: TOASTS.tradeDurationMs });
      return { status: 'cancelled' };
    } catch (error) {
      const code = error instanceof ApiError ? error.code : CLIENT_ERRORS.network;
      if (code !== CLIENT_ERRORS.network && code !== CLIENT_ERRORS.timeout) this.cancelKeys.delete(order.order_id);
      const reason = this.errorMessage(code, '') || `${code}`;
      if (options.failureToast !== false) this.deps.toast.show({ kind: 'error', message: reason, durationMs: TOASTS.tradeDurationMs });
      return { status: 'failed', code, reason };
    } finally {
      submission.release();
    }
  }

  /**
   * Places, replaces or cancels a laddered exit (`limitOrderLadder` / `limitOrderLadderCancel`, one
   * call for the whole plan): refused while the slot has one in flight (a double click), with an
   * idempotency key kept for the same request after a lost answer (a re-send places the plan
   * once), a toast either way (`successMessage`; a refusal's §8 message). Never retried.
   */
  async exitPlan<K extends 'limitOrderLadder' | 'limitOrderLadderCancel'>(slot: string, endpoint: K, request: EndpointRequest<K>, successMessage: string): Promise<{ status: 'success'; result: EndpointResponse<K> } | LimitFailure | { status: 'busy' }> {
    if (this.busy(slot)) return { status: 'busy' };
    this.set(slot, { status: 'loading' });
    const fingerprint = JSON.stringify([endpoint, request]);
    const previous = this.unanswered.get(slot);
    const key = previous && previous.payload === fingerprint ? previous.key : this.deps.newKey();
    try {
      const result = await this.deps.api.call(endpoint, request, { idempotencyKey: key });
      this.unanswered.delete(slot);
      this.deps.toast.show({ kind: 'success', message: successMessage, durationMs: TOASTS.tradeDurationMs });
      this.set(slot, { status: 'idle' });
      return { status: 'success', result };
    } catch (error) {
      const code = errorCode(error);
      if (code === CLIENT_ERRORS.network || code === CLIENT_ERRORS.timeout) this.unanswered.set(slot, { payload: fingerprint, key });
      else this.unanswered.delete(slot);
      const message = error instanceof Error ? error.message : String(error);
      this.fail(slot, code, message);
      return { status: 'failed', code, message: this.errorMessage(code, message) };
    }
  }

  /** The message of an order error code (spec 1 §8); '' for the silent ones. */
  errorMessage(code: number, _message: string): string {
    const text = orderErrorText(code);
    if (text.kind === 'silent') return '';
    if (text.kind === 'network') return this.deps.t('trade.error.network');
    if (text.kind === 'code') return this.deps.t(text.key);
    return `${code} ${this.deps.t('trade.failed')}`;
  }

  /** Shows the failure (spec 1 §8) unless it is silent, and sets the slot failed. */
  private fail(slot: string, code: number, message: string): void {
    const text = this.errorMessage(code, message);
    if (text) this.deps.toast.show({ kind: 'error', message: text, durationMs: TOASTS.tradeDurationMs });
    this.set(slot, { status: 'failed', code });
  }

  /** An `order_notification` push (listen() subscribes this; tests call it directly). */
  onNotification(data: OrderNotification): void {
    this.notifications.receive(data);
  }

  private set(slot: string, state: ExecutionState): void {
    this.states.set(slot, state);
    for (const listener of [...this.listeners]) listener();
  }
}
