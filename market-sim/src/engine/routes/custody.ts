// The custodial wallet's withdrawals (spec 1 §7, spec 2 §8): every asset balanceList lists (the
// native coin, the chain's USDT, market tokens held) leaves the ledger with a real payout on the
// sim's chain (chain/payout.ts), once per idempotency key; GET /tx/{chain}/{hash} shows it.
// GET /balance/transfers lists the wallet's deposits (chain/deposits.ts) and these withdrawals.
import { formatUnits } from 'viem';
import { CHAINS, PERP_TOKENS, RISK_CODE, isEvmAddress, isStrictChainAddress } from '@nova/shared-contracts';
import type { ChainKey, PerpChain, TradingChain } from '@nova/shared-contracts';
import { payOut, payoutOf } from '../../chain/payout';
import { solanaVaultOf } from '../../chain/solanaVault';
import type { PayoutAsset } from '../../chain/payout';
import { isTradeEvmChain, tradeChainOf } from '../../chain/tradeChain';
import type { EngineCore, Handlers, RequestContext } from '../core';
import { requireUser } from '../core';
import { SimError } from '../errors';
import type { SimResponse } from '../http';
import { runOnce } from '../idempotency';
import { nativeSymbol } from '../market/catalog';
import { D, ZERO, str } from '../money';
import type { Dec } from '../money';
import type { DepositRecord, UserRecord, WithdrawalRecord } from '../state';
import { walletAddressOf } from './wallet';

/** Rent a new Solana account needs (spec 2 §8): a smaller native transfer to an unknown address is 5070. */
const SOLANA_RENT = '0.00089088';

const balanceOf = (ctx: RequestContext, id: string): Dec => new D(ctx.core.state.balances.get(id) ?? '0');

/** The chain's USDT when `token` names it (EVM addresses compare case-insensitively). */
function stableOf(chain: ChainKey, token: string): (typeof PERP_TOKENS)[PerpChain] | undefined {
  const stable = (PERP_TOKENS as Partial<Record<ChainKey, (typeof PERP_TOKENS)[PerpChain]>>)[chain];
  if (!stable) return undefined;
  return (CHAINS[chain].family === 'evm' ? stable.address.toLowerCase() === token.toLowerCase() : stable.address === token) ? stable : undefined;
}

/** 400 unless `address` can receive on `chain`; a mixed-case EVM address must carry its EIP-55 checksum. */
function checkRecipient(chain: ChainKey, address: string): void {
  if (isStrictChainAddress(chain, address)) return;
  const name = CHAINS[chain].name;
  if (isEvmAddress(address) && CHAINS[chain].family === 'evm') throw new SimError(400, `invalid ${name} address: the mixed-case address does not match its EIP-55 checksum (check it, or write it in lower case)`);
  throw new SimError(400, `invalid ${name} address`);
}

/** Is `address` a wallet the sim knows (a user's or a market wallet): a Solana transfer to it needs no rent. */
function knownAddress(ctx: RequestContext, address: string): boolean {
  return [...ctx.core.state.users.values()].some((u) => u.sol_address === address) || ctx.core.market.walletByAddr(address) !== undefined;
}

interface Withdraw {
  chain: ChainKey;
  from_wallet: string;
  to_wallet: string;
  token_amount: string;
  token: string;
}

/** A checked withdraw: the fee, what is paid out, and the ledger moves once it was. */
interface Plan {
  chain: TradingChain;
  fee: Dec;
  asset: PayoutAsset;
  symbol: string;
  received: Dec;
  settle: () => void;
}

/** Every check of a withdraw (the quote's and the submit's), in the order the codes are documented. */
function plan(ctx: RequestContext, user: UserRecord, input: Withdraw): Plan {
  if (user.auth_method === 'wallet') throw new SimError(400, 'withdraw is for custodial logins');
  if (ctx.core.deviceFlagged(ctx.headers['x-device-id'])) throw new SimError(RISK_CODE, 'risk control: this device is flagged', 403);
  if (!CHAINS[input.chain].tradingEnabled) throw new SimError(400, `withdrawals are not enabled on ${input.chain}`);
  const chain = input.chain as TradingChain;
  const own = walletAddressOf(user, chain);
  if (input.from_wallet.toLowerCase() !== own.toLowerCase()) throw new SimError(405009, 'switch wallet: from_wallet is not yours');
  checkRecipient(chain, input.to_wallet);
  const amount = new D(input.token_amount);
  if (amount.lte(0)) throw new SimError(1000, 'amount must not be zero');
  const fee = ctx.core.market.gas.networkFee(chain);
  const nativeId = `${user.user_id}|${chain}|`;
  const native = balanceOf(ctx, nativeId);
  const { balances } = ctx.core.state;
  if (input.token === '') {
    // The native coin's network fee comes out of the amount sent (the recipient gets amount -
    // fee), so the one rule of the form holds here too: the amount must not exceed the balance.
    if (amount.gt(native)) throw new SimError(1001, 'insufficient balance');
    if (chain === 'solana' && !knownAddress(ctx, input.to_wallet) && amount.lt(SOLANA_RENT)) throw new SimError(5070, `new account: raise the amount because of account rent (${SOLANA_RENT} SOL)`);
    if (amount.lte(fee)) throw new SimError(5001, 'insufficient funds: the amount does not cover the network fee');
    return { chain, fee, asset: { kind: 'native' }, symbol: nativeSymbol(chain), received: amount.minus(fee), settle: () => balances.set(nativeId, native.minus(amount).toFixed()) };
  }
  const payFee = () => balances.set(nativeId, native.minus(fee).toFixed());
  const stable = stableOf(chain, input.token);
  if (stable) {
    const stableId = `${user.user_id}|${chain}|${stable.address}`;
    const held = balanceOf(ctx, stableId);
    if (amount.gt(held)) throw new SimError(1001, 'insufficient balance');
    if (fee.gt(native)) throw new SimError(5001, 'insufficient funds for the network fee');
    return {
      chain, fee, asset: { kind: 'usdt', address: stable.address, decimals: stable.decimals }, symbol: stable.symbol, received: amount,
      settle: () => {
        balances.set(stableId, held.minus(amount).toFixed());
        payFee();
      },
    };
  }
  const token = ctx.core.market.find(chain, input.token);
  if (!token) throw new SimError(404, `unknown token: ${input.token} is not an asset of your ${CHAINS[chain].name} wallet`, 404);
  const holding = ctx.core.trading.holding(user.user_id, token);
  if (!holding || amount.gt(holding.amount)) throw new SimError(1001, 'insufficient balance');
  if (fee.gt(native)) throw new SimError(5001, 'insufficient funds for the network fee');
  return {
    chain, fee, asset: { kind: 'token', address: token.def.address, symbol: token.def.symbol, decimals: token.def.decimals }, symbol: token.def.symbol, received: amount,
    settle: () => {
      const costPart = holding.cost.mul(amount).div(holding.amount);
      ctx.core.state.holdings.set(`${user.user_id}|${chain}:${chain === 'solana' ? token.def.address : token.def.address.toLowerCase()}`, { ...holding, amount: holding.amount.minus(amount), cost: holding.cost.minus(costPart) });
      payFee();
    },
  };
}

/** The sim's page of a transaction on one of its chains. */
export const txUrl = (core: EngineCore, chain: ChainKey, hash: string): string => `${core.baseUrl}/tx/${chain}/${encodeURIComponent(hash)}`;

/** A credited deposit as GET /balance/transfers lists it (credited after its confirmations: completed). */
function depositRow(core: EngineCore, d: DepositRecord) {
  const symbol = d.token === '' ? nativeSymbol(d.chain) : (stableOf(d.chain, d.token)?.symbol ?? d.token);
  return { id: d.id, type: 'deposit' as const, status: 'completed' as const, chain: d.chain, token: d.token, token_symbol: symbol, amount: d.amount, address: d.from, tx_hash: d.tx_hash, tx_url: txUrl(core, d.chain, d.tx_hash), time: d.credited_at };
}

/** A withdrawal as GET /balance/transfers lists it (recorded once its payout was mined: completed). */
function withdrawalRow(core: EngineCore, w: WithdrawalRecord) {
  return { id: w.id, type: 'withdrawal' as const, status: 'completed' as const, chain: w.chain, token: w.token, token_symbol: w.token_symbol, amount: w.amount, fee: w.fee, fee_symbol: nativeSymbol(w.chain), address: w.to, tx_hash: w.tx_hash, tx_url: txUrl(core, w.chain, w.tx_hash), time: w.created_at };
}

export const custodyHandlers = {
  custodialTransfers: (ctx, { chain, limit, offset }) => {
    const user = requireUser(ctx);
    const { deposits, withdrawals } = ctx.core.state;
    const mine = <T extends { user_id: string; chain: ChainKey }>(records: Iterable<T>): T[] => [...records].filter((r) => r.user_id === user.user_id && (chain === undefined || r.chain === chain));
    const all = [...mine(deposits.values()).map((d) => depositRow(ctx.core, d)), ...mine(withdrawals.values()).map((w) => withdrawalRow(ctx.core, w))];
    all.sort((a, b) => b.time - a.time || (a.id < b.id ? -1 : 1));
    return { list: all.slice(offset, offset + limit), total: all.length };
  },
  custodialWithdrawQuote: (ctx, input) => {
    const { chain, fee, symbol, received } = plan(ctx, requireUser(ctx), input);
    return { chain, fee: str(fee), fee_symbol: nativeSymbol(chain), receive: str(received), receive_symbol: symbol };
  },
  // The slippage is the spec's constant and changes nothing in a transfer: the key binds the rest.
  custodialWithdraw: (ctx, { slippage: _slippage, ...input }) => {
    const user = requireUser(ctx);
    return runOnce(ctx, user, 'custodialWithdraw', input, async () => {
      const checked = plan(ctx, user, input);
      // After the request's own checks (a wallet login is refused as such), before any payout. A
      // replay of a key answers before this (the first withdrawal had its check); a new one needs a fresh check.
      ctx.core.accounts.requireVerified(ctx.headers.authorization);
      // Every check passed before the payout is sent, and the ledger moves only once it was mined:
      // a refused or failed payout leaves the balances as they were (and binds no idempotency key).
      const { hash } = await payOut(ctx.core, { chain: checked.chain, to: input.to_wallet, asset: checked.asset, amount: checked.received.toFixed() }, ctx.now);
      checked.settle();
      const id = `${checked.chain}|${hash}`;
      ctx.core.state.withdrawals.set(id, { id, user_id: user.user_id, chain: checked.chain, token: input.token, token_symbol: checked.symbol, amount: input.token_amount, fee: checked.fee.toFixed(), to: input.to_wallet, tx_hash: hash, created_at: ctx.now });
      return { tx_hash: hash, fee: str(checked.fee.isZero() ? ZERO : checked.fee), tx_url: txUrl(ctx.core, checked.chain, hash) };
    });
  },
} satisfies Partial<Handlers>;

interface TxFacts {
  status: string;
  from: string;
  to: string;
  value: string;
  block?: string;
  input?: string;
}

async function evmFacts(core: EngineCore, chain: TradingChain, hash: string): Promise<TxFacts | null> {
  if (!isTradeEvmChain(chain) || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return null;
  const local = await tradeChainOf(core, chain);
  const tx = (await local.request('eth_getTransactionByHash', [hash]).catch(() => null)) as { from: string; to: string | null; value: string; input: string; blockNumber: string | null } | null;
  const receipt = (await local.request('eth_getTransactionReceipt', [hash]).catch(() => null)) as { status: string } | null;
  if (!tx) return null;
  const status = receipt ? (receipt.status === '0x1' ? 'success' : 'failed') : 'pending';
  return { status, from: tx.from, to: tx.to ?? '', value: `${new D(BigInt(tx.value).toString()).div(new D(10).pow(CHAINS[chain].nativeDecimals)).toFixed()} ${CHAINS[chain].nativeSymbol}`, block: tx.blockNumber ? String(BigInt(tx.blockNumber)) : undefined, input: tx.input };
}

/** A System transfer the sim's Solana RPC accepted (a deposit from an outside wallet, say), from its lamport ledger. */
function solanaTransferFacts(core: EngineCore, signature: string): TxFacts | null {
  const transfer = solanaVaultOf(core).transfers.find((t) => t.signature === signature);
  if (!transfer) return null;
  return { status: 'success', from: transfer.from, to: transfer.to, value: `${formatUnits(transfer.lamports, CHAINS.solana.nativeDecimals)} SOL`, block: String(transfer.slot) };
}

const escapeHtml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /tx/{chain}/{hash}: the sim's transaction page (its chains have no public explorer). EVM:
 * the transaction and receipt as the local chain has them; Solana: the payout the hot wallet
 * signed. `?format=json` answers the same facts as JSON. 404 for a hash the chain does not know.
 */
export async function txPage(core: EngineCore, chain: string, hash: string, format: string | null): Promise<SimResponse> {
  const known = (Object.keys(CHAINS) as ChainKey[]).find((key) => key === chain && CHAINS[key].tradingEnabled) as TradingChain | undefined;
  const payout = known ? payoutOf(core, known, hash) : undefined;
  const facts: TxFacts | null = !known ? null : CHAINS[known].family === 'evm' ? await evmFacts(core, known, hash) : payout ? { status: 'success', from: payout.from, to: payout.to, value: `${payout.amount} ${payout.asset.kind === 'native' ? 'SOL' : payout.asset.kind === 'usdt' ? 'USDT' : payout.asset.symbol}` } : solanaTransferFacts(core, hash);
  if (!known || !facts) {
    const message = `no transaction ${hash} on the sim's ${chain} chain`;
    return format === 'json' ? { status: 404, body: { code: 404, message, data: null } } : { status: 404, body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Transaction not found</title></head><body><h1>Transaction not found</h1><p>${escapeHtml(message)}</p></body></html>`, contentType: 'text/html; charset=utf-8' };
  }
  const withdrawn = payout ? { amount: payout.amount, asset: payout.asset.kind === 'native' ? nativeSymbol(known) : payout.asset.kind === 'usdt' ? 'USDT' : payout.asset.symbol, to: payout.to } : undefined;
  const data = { chain: known, hash, ...facts, ...(withdrawn ? { withdrawal: withdrawn } : {}) };
  if (format === 'json') return { status: 200, body: { code: 0, message: 'success', data } };
  const rows: Array<[string, string]> = [
    ['Network', `${CHAINS[known].name} (market-sim local chain)`],
    ['Transaction hash', hash],
    ['Status', facts.status],
    ...(facts.block ? ([['Block', facts.block]] as Array<[string, string]>) : []),
    ['From', facts.from],
    ['To', facts.to],
    ['Value', facts.value],
    ...(withdrawn ? ([['Withdrawal', `${withdrawn.amount} ${withdrawn.asset} to ${withdrawn.to}`]] as Array<[string, string]>) : []),
  ];
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Transaction ${escapeHtml(hash)}</title>
<style>body{font-family:system-ui,sans-serif;background:#0f1115;color:#e8e8e8;padding:32px}dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 24px}dt{color:#9aa0a6}dd{margin:0;font-family:ui-monospace,monospace;word-break:break-all}</style></head>
<body><main><h1>Transaction</h1><dl>${rows.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl></main></body></html>`;
  return { status: 200, body, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" }, noCors: true };
}
