import { CHAINS, ORDER_TYPES, base58Decode } from '@nova/shared-contracts';
import type { ChainKey, OrderResult } from '@nova/shared-contracts';
import { keccak256, verifyMessage } from 'viem';
import type { Address, Hex } from 'viem';
import { ed25519 } from '@noble/curves/ed25519.js';
import { ROUTER, buildIdWord, isTradeEvmChain, swapCalldata, tradeChainOf } from '../../chain/tradeChain';
import type { MinedTx, TradeChain } from '../../chain/tradeChain';
import { fromBase64, randomBytes, randomHex, toBase64 } from '../accounts/crypto';
import type { EndpointInput, Handlers, RequestContext } from '../core';
import { requireUser } from '../core';
import { SimError } from '../errors';
import { buildSolanaSwapTx, readSignedSolanaTx } from '../solanaTx';
import { D, ZERO, str } from '../money';
import type { Dec } from '../money';
import type { TokenState } from '../market/market';
import { quoteSwap } from '../market/pool';
import type { Trading } from '../trading';
import { refuseUnsellable } from '../trading';
import { runOnce } from '../idempotency';
import type { UserRecord } from '../state';
import { walletAddressOf } from './wallet';
import { chainBalances, settleWalletOrder } from './walletChain';
import { fee, orderAmount, resolvePair } from './trade';

// A wallet login's own swaps (spec 1 §5): quote, build (a Solana transaction to sign, or an EVM
// router call to send), then submit (the signed transaction, or the hash of the mined one). The
// server never holds the wallet's funds: an order settles only from what the wallet signed or sent.

const QUOTE_TTL_MS = 30_000;
const BUILD_TTL_MS = 120_000;

interface Quote {
  userId: string;
  chain: ChainKey;
  token: TokenState;
  side: 'buy' | 'sell';
  amountIn: Dec;
  /** What the quote found the order receives. */
  amountOut: Dec;
  /** The least the order may receive (what the swap call carries). */
  minAmountOut: Dec;
  slippage: number;
  wallet: string;
  /** The simulated sell was on (`simulation_detection_open`): the build refuses a token that cannot be sold. */
  simulate: boolean;
  expiresAt: number;
}

interface Build extends Quote {
  priorityFee: Dec;
  tip: Dec;
  /** A break-even sell: the position is marked sold at break-even once it settles. */
  breakEven: boolean;
  message: string;
  /** EVM: the transaction the wallet must send (settled only when one like it is mined). */
  tx?: { to: string; data: Hex; value: bigint };
  submitted: boolean;
}

const quotes = new WeakMap<Trading, Map<string, Quote>>();
const builds = new WeakMap<Trading, Map<string, Build>>();

function store<T>(map: WeakMap<Trading, Map<string, T>>, trading: Trading): Map<string, T> {
  let found = map.get(trading);
  if (!found) {
    found = new Map();
    map.set(trading, found);
  }
  return found;
}

function ownWallet(user: UserRecord, chain: ChainKey, wallet: string): string {
  const own = walletAddressOf(user, chain);
  const same = CHAINS[chain].family === 'evm' ? own.toLowerCase() === wallet.toLowerCase() : own === wallet;
  if (!same) throw new SimError(405009, 'switch wallet: this wallet is not the signed-in one');
  return own;
}

function executeBuild(ctx: RequestContext, user: UserRecord, build: Build, txHash?: string) {
  if (build.submitted) throw new SimError(400, 'this build was already submitted');
  if (ctx.now > build.expiresAt) throw new SimError(400, 'the build expired: quote and build again');
  const result = ctx.core.trading.execute(user, {
    token: build.token,
    side: build.side,
    amountIn: build.amountIn,
    slippage: build.slippage,
    priorityFee: build.priorityFee,
    tip: build.tip,
    isBreakEven: build.breakEven,
    source: 'wallet',
    orderType: ORDER_TYPES.Market,
    deviceId: ctx.headers['x-device-id'],
    simulate: build.simulate,
    ...(txHash ? { txHash } : {}),
  });
  build.submitted = true;
  return result;
}

/** A decimal amount in smallest units (floored). */
function units(amount: Dec, decimals: number): bigint {
  return BigInt(amount.mul(new D(10).pow(decimals)).toDecimalPlaces(0, D.ROUND_DOWN).toFixed(0));
}

/** Whether selling `amount` of `token` needs an approve first: the router's allowance on the chain is short of it. */
async function sellNeedsApproval(chain: TradeChain, wallet: Address, token: TokenState, amount: Dec): Promise<boolean> {
  const address = token.def.address as Address;
  await chain.ensureToken(address);
  // The approve (and then the swap) costs gas on the chain: a wallet new to it gets the faucet's.
  await chain.fundNew(wallet);
  return (await chain.allowance(wallet, address)) < units(amount, token.def.decimals);
}

/**
 * An EVM wallet order settles only from its transaction, mined on the build's chain: successful,
 * sent by the signed-in wallet (else 405009), to the router with the build's value and calldata.
 */
async function checkMined(chain: TradeChain, hash: Hex, build: Build): Promise<MinedTx | null> {
  const tx = build.tx;
  if (!tx) return null;
  const mined = await chain.mined(hash);
  if (!mined) throw new SimError(400, `transaction ${hash} is not mined on ${build.chain}`);
  if (mined.from !== build.wallet.toLowerCase()) throw new SimError(405009, 'switch wallet: the transaction was sent by another wallet');
  if (mined.to !== tx.to.toLowerCase() || mined.value !== tx.value || mined.input !== tx.data.toLowerCase()) throw new SimError(400, 'the transaction does not match the build');
  if (!mined.success) throw new SimError(400, `transaction ${hash} reverted`);
  return mined;
}

/** What the wallet's coin on the chain was before the mined transaction (its checks read it), or now when nothing was mined. */
async function coinBefore(ctx: RequestContext, user: UserRecord, chain: ChainKey, mined: MinedTx | null): Promise<Dec> {
  if (mined && isTradeEvmChain(chain)) {
    const wei = await (await tradeChainOf(ctx.core, chain)).nativeBalance(mined.from as Address, mined.block - 1n);
    return new D(wei.toString()).div(new D(10).pow(CHAINS[chain].nativeDecimals));
  }
  return (await chainBalances(ctx.core, user, chain))?.native ?? ZERO;
}

/** Settles a Solana wallet's signed build: the signature must be the build's wallet's, of the build's message; its SOL moves on /rpc/solana. */
async function submitSolana(ctx: RequestContext, user: UserRecord, input: EndpointInput<'tradeSubmitTx'>): Promise<OrderResult> {
  const build = store(builds, ctx.core.trading).get(input.build_data.build_id);
  if (!build || build.userId !== user.user_id || build.chain !== input.chain) throw new SimError(404, 'no such build', 404);
  if (CHAINS[input.chain].family !== 'solana') throw new SimError(400, 'submit_tx is for Solana; EVM wallets use submit_tx_hash');
  const signed = fromBase64(input.signed_tx_list[0] as string);
  const publicKey = base58Decode(build.wallet);
  const expected = fromBase64(build.message);
  const tx = signed ? readSignedSolanaTx(signed) : null;
  const valid =
    tx !== null &&
    expected !== null &&
    publicKey?.length === 32 &&
    tx.message.length === expected.length &&
    tx.message.every((b, i) => b === expected[i]) &&
    ed25519.verify(tx.signature, tx.message, publicKey);
  if (!valid) throw new SimError(401, 'invalid signature for this build', 401);
  return settleWalletOrder(ctx.core, user, build.chain, { before: await coinBefore(ctx, user, build.chain, null) }, () => executeBuild(ctx, user, build));
}

/** Settles an EVM wallet's build: from its mined transaction, or (an exchange wallet) its signature of the build's text. */
async function submitEvm(ctx: RequestContext, user: UserRecord, input: EndpointInput<'tradeSubmitTxHash'>): Promise<OrderResult> {
  const build = store(builds, ctx.core.trading).get(input.extraData.build_id);
  if (!build || build.userId !== user.user_id || build.chain !== input.chain) throw new SimError(404, 'no such build', 404);
  if (input.signature === undefined) {
    if (input.txHash === undefined) throw new SimError(400, 'txHash is required unless the transaction is signed for the server to send');
    if (build.submitted) throw new SimError(400, 'this build was already submitted');
    const hash = input.txHash.toLowerCase() as Hex;
    const mined = build.tx && isTradeEvmChain(build.chain) ? await checkMined(await tradeChainOf(ctx.core, build.chain), hash, build) : null;
    // A buy the sim then refuses pays back what the router took.
    const settlement = { before: await coinBefore(ctx, user, build.chain, mined), refundWei: mined ? build.tx?.value : undefined };
    return settleWalletOrder(ctx.core, user, build.chain, settlement, () => executeBuild(ctx, user, build, hash));
  }
  const ok = await verifyMessage({ address: build.wallet as `0x${string}`, message: build.message, signature: input.signature as `0x${string}` }).catch(() => false);
  if (!ok) throw new SimError(401, 'invalid signature for this build', 401);
  // An exchange wallet only signs: the server sends the transaction, and its hash is the order's.
  const settlement = { before: await coinBefore(ctx, user, build.chain, null), signedOnly: true };
  return settleWalletOrder(ctx.core, user, build.chain, settlement, () => executeBuild(ctx, user, build, input.txHash?.toLowerCase() ?? keccak256(input.signature as `0x${string}`)));
}

export const walletSwapHandlers = {
  tradeQuote: async (ctx, input) => {
    const user = requireUser(ctx);
    const wallet = ownWallet(user, input.chain, input.wallet_address);
    const { token, side } = resolvePair(ctx, input.chain, input.token_in, input.token_out);
    const amountIn = orderAmount(input.chain, side, token, input.token_amount);
    const swap = quoteSwap(token.pool, side, amountIn, side === 'buy' ? token.def.decimals : CHAINS[input.chain].nativeDecimals);
    const quoteId = `q${randomHex(8)}`;
    const minAmountOut = swap.amountOut.mul(1 - input.slippage);
    store(quotes, ctx.core.trading).set(quoteId, { userId: user.user_id, chain: input.chain, token, side, amountIn, amountOut: swap.amountOut, minAmountOut, slippage: input.slippage, wallet, simulate: input.simulation_detection_open === true, expiresAt: ctx.now + QUOTE_TTL_MS });
    // The chain starts on a wallet's first EVM quote, in the background for a buy (the build,
    // a click later, waits for it) so the requests behind this one are not held up meanwhile.
    if (isTradeEvmChain(input.chain) && side === 'buy') void tradeChainOf(ctx.core, input.chain).catch(() => undefined);
    const needApproved = side === 'sell' && isTradeEvmChain(input.chain) ? await sellNeedsApproval(await tradeChainOf(ctx.core, input.chain), wallet as Address, token, amountIn) : false;
    const honeypot = token.def.security.is_pixiu !== 0;
    const openSource = token.def.security.is_open_source === 1;
    return {
      quote_data: {
        quote_id: quoteId,
        need_approved: needApproved ? 1 : 0,
        approve_address: CHAINS[input.chain].family === 'evm' ? ROUTER : '',
        from_token: side === 'buy' ? '' : token.def.address,
        to_token: side === 'buy' ? token.def.address : '',
        amount_in: str(amountIn),
        amount_out: str(swap.amountOut),
        min_amount_out: str(minAmountOut),
        price_impact: swap.priceImpact.mul(100).toDecimalPlaces(4).toNumber(),
        expires_at: ctx.now + QUOTE_TTL_MS,
      },
      simulation_detection_result: { is_honeypot: honeypot, is_open_source: openSource, can_sell: !honeypot, risk: honeypot || !openSource ? ('high' as const) : ('low' as const) },
    };
  },

  tradeBuild: async (ctx, input) => {
    const user = requireUser(ctx);
    const quote = store(quotes, ctx.core.trading).get(input.quote_data.quote_id);
    if (!quote || quote.userId !== user.user_id) throw new SimError(400, 'No quote data available');
    if (ctx.now > quote.expiresAt) throw new SimError(400, 'the quote expired: quote again');
    ownWallet(user, input.chain, input.wallet_address);
    // The quote answered what the simulation found; the build, before anything is signed or
    // sent, refuses the order the simulated sell was asked to stop.
    refuseUnsellable(quote.token, quote.simulate);
    const buildId = `b${randomHex(8)}`;
    // The build's slippage is the order's (a client's Auto slippage is sized from this quote's
    // price impact, so it is known only after the quote): the least received follows it.
    const saved = { ...quote, slippage: input.slippage, minAmountOut: quote.amountOut.mul(1 - input.slippage), priorityFee: fee(input.priority_fee), tip: fee(input.protection_tip_amount), breakEven: quote.side === 'sell' && input.is_break_even === true, submitted: false, expiresAt: ctx.now + BUILD_TTL_MS };
    if (isTradeEvmChain(input.chain)) {
      // A real transaction of the chain: the router's swap, with the native amount on a buy.
      const buy = quote.side === 'buy';
      const outDecimals = buy ? quote.token.def.decimals : CHAINS[input.chain].nativeDecimals;
      const call = { buildId: buildIdWord(buildId), token: quote.token.def.address as Address, buy, amountIn: units(quote.amountIn, buy ? CHAINS[input.chain].nativeDecimals : quote.token.def.decimals), minAmountOut: units(quote.minAmountOut, outDecimals) };
      const tx = { to: ROUTER, data: swapCalldata(call), value: buy ? call.amountIn : 0n };
      // The wallet sends what it holds on the chain: a buy of more is refused before it is signed.
      const held = await chainBalances(ctx.core, user, input.chain);
      if (held && units(held.native, CHAINS[input.chain].nativeDecimals) < tx.value) throw new SimError(1001, 'insufficient balance: the wallet holds less than the buy');
      const unsignedTx = { to: tx.to, data: tx.data, value: tx.value.toString(), chainId: CHAINS[input.chain].chainId };
      const message = JSON.stringify(unsignedTx);
      store(builds, ctx.core.trading).set(buildId, { ...saved, message, tx });
      return { build_id: buildId, chain: input.chain, unsigned_tx: unsignedTx, unsigned_tx_string: message, expires_at: ctx.now + BUILD_TTL_MS };
    }
    const swap = { build_id: buildId, wallet: quote.wallet, token: quote.token.def.address, side: quote.side, amount: quote.amountIn.toFixed() };
    const tx = buildSolanaSwapTx(quote.wallet, JSON.stringify(swap), randomBytes(32));
    store(builds, ctx.core.trading).set(buildId, { ...saved, message: toBase64(tx.message) });
    return { build_id: buildId, chain: input.chain, serialized_tx: toBase64(tx.serialized), expires_at: ctx.now + BUILD_TTL_MS };
  },

  tradeSubmitTx: (ctx, input) => {
    const user = requireUser(ctx);
    return runOnce(ctx, user, 'tradeSubmitTx', input, () => submitSolana(ctx, user, input));
  },

  tradeSubmitTxHash: (ctx, input) => {
    const user = requireUser(ctx);
    return runOnce(ctx, user, 'tradeSubmitTxHash', input, () => submitEvm(ctx, user, input));
  },
} satisfies Partial<Handlers>;
