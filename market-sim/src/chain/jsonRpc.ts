// JSON-RPC 2.0 bodies as /rpc/evm and /rpc/solana receive them: bytes, text or already parsed.

/** JSON-RPC's answer to a body that is not JSON (code -32700). */
export const PARSE_ERROR = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } } as const;

/** The request body as a parsed value, or PARSE_ERROR for text that is not JSON. */
export function readRpcBody(body: unknown): { call: unknown } | typeof PARSE_ERROR {
  const text = body instanceof Uint8Array ? new TextDecoder().decode(body) : body;
  if (typeof text !== 'string') return { call: text };
  try {
    return { call: JSON.parse(text) as unknown };
  } catch {
    return PARSE_ERROR;
  }
}
