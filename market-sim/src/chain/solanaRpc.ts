// The JSON-RPC surface of the sim's Solana side (POST /rpc/solana): the calls wallets and the
// product make, answered from the ledgers of solanaVault.ts in Solana's RPC shapes.
import { readRpcBody } from './jsonRpc';
import { solanaVaultOf } from './solanaVault';
import { SOL_VAULT, SolanaRpcError, TOKEN_PROGRAM, tokenAmount } from './solanaPrograms';

/**
 * POST /rpc/solana: JSON-RPC 2.0 getLatestBlockhash, sendTransaction (base64), getSignatureStatuses,
 * getBalance, requestAirdrop, getTokenAccountsByOwner (filter `mint` or `programId`; jsonParsed
 * accounts) and getTokenAccountBalance.
 */
export function solanaRpcBody(core: object, body: unknown, now: number): unknown {
  const read = readRpcBody(body);
  if (!('call' in read)) return read;
  const { id = null, method, params = [] } = (read.call ?? {}) as { id?: unknown; method?: unknown; params?: unknown[] };
  const vault = solanaVaultOf(core);
  try {
    if (method === 'getLatestBlockhash') return { jsonrpc: '2.0', id, result: { context: { slot: Math.floor(now / 400) }, value: { blockhash: vault.latestBlockhash(now), lastValidBlockHeight: Math.floor(now / 400) + 150 } } };
    if (method === 'sendTransaction') return { jsonrpc: '2.0', id, result: vault.send(String(params[0] ?? ''), now) };
    if (method === 'getBalance') return { jsonrpc: '2.0', id, result: { context: { slot: Math.floor(now / 400) }, value: Number(vault.balance(String(params[0] ?? ''))) } };
    if (method === 'getTokenAccountsByOwner') {
      const filter = (params[1] ?? {}) as { mint?: unknown; programId?: unknown };
      if (typeof filter.mint !== 'string' && filter.programId !== TOKEN_PROGRAM) throw new SolanaRpcError(-32602, 'Invalid params: filter must be a mint or the token program id');
      const accounts = vault.tokenAccountsOf(String(params[0] ?? ''), typeof filter.mint === 'string' ? filter.mint : SOL_VAULT.mint);
      return { jsonrpc: '2.0', id, result: { context: { slot: Math.floor(now / 400) }, value: accounts } };
    }
    if (method === 'getTokenAccountBalance') {
      const owner = vault.tokenAccountOwner(String(params[0] ?? ''));
      if (owner === undefined) throw new SolanaRpcError(-32602, 'Invalid param: could not find account');
      return { jsonrpc: '2.0', id, result: { context: { slot: Math.floor(now / 400) }, value: tokenAmount(vault.tokenBalance(owner)) } };
    }
    if (method === 'requestAirdrop') return { jsonrpc: '2.0', id, result: vault.airdrop(String(params[0] ?? ''), BigInt(Number(params[1] ?? 0))) };
    if (method === 'getSignatureStatuses') {
      const ids = (params[0] ?? []) as string[];
      return { jsonrpc: '2.0', id, result: { context: { slot: Math.floor(now / 400) }, value: ids.map((sig) => (vault.sent.has(sig) || vault.recorded.has(sig) || vault.transfers.some((t) => t.signature === sig) || vault.tokenTransfers.some((t) => t.signature === sig) ? { slot: Math.floor(now / 400), confirmations: null, err: null, confirmationStatus: 'finalized' } : null)) } };
    }
    return { jsonrpc: '2.0', id, error: { code: -32601, message: `method not found: ${String(method)}` } };
  } catch (error) {
    const e = error instanceof SolanaRpcError ? error : new SolanaRpcError(-32603, error instanceof Error ? error.message : 'internal error');
    return { jsonrpc: '2.0', id, error: { code: e.code, message: e.message } };
  }
}
