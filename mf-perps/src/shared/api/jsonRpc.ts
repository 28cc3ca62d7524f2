/**
 * A JSON-RPC 2.0 call to a chain's RPC (Solana's, or an EVM network's); an error answer is thrown
 * with its code and message (decodePerpError reads them).
 */
export async function jsonRpc(url: string, method: string, params: unknown[] = [], fetcher: typeof fetch = fetch): Promise<unknown> {
  const response = await fetcher(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return body.result;
}
