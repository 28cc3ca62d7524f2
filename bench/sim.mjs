// The bench modules' reads of market-sim's REST API.

/**
 * The sim's first hot Solana token: the token page the modules open.
 * @param {string} simUrl
 */
export async function hotToken(simUrl) {
  const res = await fetch(`${simUrl}/token/hot/list?chain=solana&limit=5`);
  const body = await res.json();
  const tokens = Array.isArray(body.data) ? body.data : body.data?.tokens;
  const token = tokens?.[0];
  if (!token) throw new Error(`the sim's hot list is empty: ${JSON.stringify(body).slice(0, 200)}`);
  return /** @type {{chain: string, address: string}} */ (token);
}
