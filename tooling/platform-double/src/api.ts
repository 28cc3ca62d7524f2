// The double's REST transport. Trust policy (CONVENTIONS 5): the request is checked against the
// endpoint's request schema before it leaves, and every answer is checked against the envelope and
// the endpoint's response schema where it enters; nothing unchecked reaches a component. Errors are
// normalised to ApiError {code, message}. No retries: tests see the first failure as it is.
import { ApiError, CLIENT_ERRORS, ENDPOINTS, IDEMPOTENCY_HEADER, envelopeSchema, fillPath, isSuccessEnvelope } from '@nova/shared-contracts';
import type { ApiCallOptions, ApiClient, EndpointName, EndpointRequest, EndpointResponse } from '@nova/shared-contracts';

export interface ApiDoubleOptions {
  apiBaseUrl: string;
  /** Base URL of the perpetual API (endpoints with host 'perp'); defaults to apiBaseUrl. */
  perpBaseUrl?: string;
  accessToken: () => string | null;
}

function queryString(rest: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createApiDouble(options: ApiDoubleOptions): ApiClient {
  const trim = (url: string) => url.replace(/\/+$/, '');
  // Perp calls (auth 'perp') carry the perp access token of the request's chain family, as the
  // host's client does: issued once per session by /account/perp/renew.
  let perp: { session: string; tokens: Promise<EndpointResponse<'accountPerpRenew'>> } | null = null;
  const perpToken = async (request: Record<string, unknown>): Promise<string> => {
    const session = options.accessToken() ?? '';
    if (!perp || perp.session !== session) perp = { session, tokens: client.call('accountPerpRenew', {}) };
    const tokens = await perp.tokens.catch((error: unknown) => {
      perp = null;
      throw error;
    });
    return request.chain === undefined || request.chain === 'solana' ? tokens.perp_sol_access_token : tokens.perp_evm_access_token;
  };
  const client: ApiClient = {
    baseUrl: trim(options.apiBaseUrl),
    async call<K extends EndpointName>(name: K, request: EndpointRequest<K>, callOptions: ApiCallOptions = {}): Promise<EndpointResponse<K>> {
      const def = ENDPOINTS[name];
      const parsedRequest = def.request.safeParse(request);
      if (!parsedRequest.success) throw new TypeError(`${name}: invalid request: ${parsedRequest.error.message}`);
      const { path, rest } = fillPath(def.path, parsedRequest.data as Record<string, unknown>);
      const base = trim(def.host === 'perp' ? (options.perpBaseUrl ?? options.apiBaseUrl) : options.apiBaseUrl);
      const headers: Record<string, string> = { accept: 'application/json', source: 'web' };
      const token = options.accessToken();
      if (def.auth !== 'none' && token) headers.authorization = `Bearer ${token}`;
      if (callOptions.idempotencyKey) headers[IDEMPOTENCY_HEADER] = callOptions.idempotencyKey;
      if (def.auth === 'perp' && token) headers['perp-authorization'] = `Bearer ${await perpToken(parsedRequest.data as Record<string, unknown>)}`;
      const init: RequestInit = { method: def.method, headers, signal: callOptions.signal ?? null };
      let url = `${base}${path}`;
      if (def.method === 'GET') url += queryString(rest);
      else {
        headers['content-type'] = 'application/json';
        init.body = JSON.stringify(rest);
      }

      let response: Response;
      try {
        response = await fetch(url, init);
      } catch (error) {
        if (callOptions.signal?.aborted) throw new ApiError(CLIENT_ERRORS.aborted, 'request aborted');
        throw new ApiError(CLIENT_ERRORS.network, `${name}: network error: ${error instanceof Error ? error.message : String(error)}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new ApiError(CLIENT_ERRORS.invalidResponse, `${name}: HTTP ${response.status} with a body that is not JSON`, response.status);
      }
      const envelope = envelopeSchema.safeParse(body);
      if (!envelope.success) throw new ApiError(CLIENT_ERRORS.invalidResponse, `${name}: HTTP ${response.status} without the {code, message} envelope`, response.status);
      if (!response.ok || !isSuccessEnvelope(envelope.data, response.status)) {
        const message = envelope.data.message ?? envelope.data.msg ?? `HTTP ${response.status}`;
        throw new ApiError(envelope.data.code, message, response.status);
      }
      const data = def.response.safeParse(envelope.data.data);
      if (!data.success) throw new ApiError(CLIENT_ERRORS.invalidResponse, `${name}: response does not match its schema: ${data.error.message}`, response.status);
      return data.data as EndpointResponse<K>;
    },
  };
  return client;
}
