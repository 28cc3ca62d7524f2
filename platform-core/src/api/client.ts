/**
 * The typed REST client handed to every remote (PlatformServices.api).
 *
 * Trust policy: nothing from the network is believed until parsed. The envelope is parsed, the
 * success rule applied (code 0, or HTTP 200 with message "success"), and `data` is validated
 * with the endpoint's response schema here, once; a response that fails is an ApiError
 * (CLIENT_ERRORS.invalidResponse), logged with the endpoint name, never a crash in a view.
 * Requests are validated with the endpoint's request schema before they leave.
 *
 * Schemas arrive per group: a call first loads its endpoint's definition (`loadEndpoint`: the
 * group's chunk, imported once, with the first call of the group; at once afterwards), then
 * validates the request and sends it. A definition that cannot be loaded (the chunk is offline)
 * fails the call as a network error (CLIENT_ERRORS.network), and the next call loads it again.
 */
import {
  API_POLICY,
  ApiError,
  CLIENT_ERRORS,
  IDEMPOTENCY_HEADER,
  RISK_CODE,
  envelopeSchema,
  fillPath,
  isEndpointName,
  isFileField,
  isLogoutCode,
  isSuccessEnvelope,
  isTokenExpiredCode,
  describeIssues,
} from '@nova/shared-contracts';
import { loadEndpoint } from './endpoints';
import * as v from 'valibot';
import type { ApiCallOptions, ApiClient, EndpointDef, EndpointLoader, EndpointName, EndpointRequest, EndpointResponse, LoginResult } from '@nova/shared-contracts';

/** A request that fails its schema never leaves the client (no shared code exists for it). */
export const INVALID_REQUEST_CODE = -6;
/** The refresh call, as named in ENDPOINT_META. */
export const REFRESH_ENDPOINT = 'accountRefreshToken' satisfies EndpointName;

export interface ApiSession {
  tokens(): { accessToken: string; refreshToken: string } | null;
  set(result: LoginResult): void;
  clear(): void;
}

export interface ApiClientOptions {
  baseUrl: string;
  perpBaseUrl?: string;
  session: ApiSession;
  /** The `x-device-id` header: a value, or a getter read on each request (the fingerprint refreshes). */
  deviceId: string | (() => string);
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string, detail?: unknown) => void;
  /** Perp calls: the access token of the request's chain family, sent as `perp-authorization`. */
  perp?: {
    accessToken(request: Record<string, unknown>): string | undefined;
    /** Renew the perp tokens (on a token-expired code of a perp call); resolves whether it worked. */
    renew(): Promise<boolean>;
  };
  /**
   * How many times a transient failure of a `retry: true` endpoint is tried again
   * (API_POLICY.defaultRetries by default; the platform double passes 0 so tests see the first failure).
   */
  retries?: number;
  /** Called with every error carrying the risk code 407001 (the host opens the safety tip). */
  onRisk?: (error: ApiError) => void;
  /** Where endpoint definitions come from: `loadEndpoint` (one chunk per group) by default. */
  loadEndpoint?: EndpointLoader;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Delay before retry n (0-based): 1 s x 2^n. */
export function backoffDelay(retry: number): number {
  return API_POLICY.backoffBaseMs * API_POLICY.backoffFactor ** retry;
}

/** Network failures, timeouts and 5xx/408/429 answers are worth another try; business errors are not. */
function isTransient(error: ApiError): boolean {
  if (error.code === CLIENT_ERRORS.network || error.code === CLIENT_ERRORS.timeout) return true;
  return error.status !== undefined && (error.status >= 500 || error.status === 408 || error.status === 429);
}

/** A multipart body: FileField values as file parts (decoded from base64), the rest as text parts. */
export function formDataOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (isFileField(value)) {
      const bytes = Uint8Array.from(atob(value.base64), (char) => char.charCodeAt(0));
      form.append(key, new Blob([bytes], { type: value.type }), value.name);
    } else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

export interface HostApiClient extends ApiClient {
  /** The shared session refresh (one at a time): the realtime client uses it when a private channel is refused for an expired token. */
  refreshSession(): Promise<boolean>;
}

export function createApiClient(options: ApiClientOptions): HostApiClient {
  const fetchImpl = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(`[api] ${message}`, detail));
  const base = (host: EndpointDef['host']) => (host === 'perp' ? (options.perpBaseUrl ?? options.baseUrl) : options.baseUrl).replace(/\/+$/, '');
  const load = options.loadEndpoint ?? loadEndpoint;
  let refreshing: Promise<boolean> | null = null;

  /** An endpoint's definition with its schemas; one that cannot be loaded is a network error of the call. */
  async function definition(name: EndpointName): Promise<EndpointDef> {
    try {
      return await load(name);
    } catch (error) {
      log(`${name}: its schemas could not be loaded`, error);
      throw new ApiError(CLIENT_ERRORS.network, `Network error: the definition of ${name} could not be loaded (${error instanceof Error ? error.message : String(error)}).`);
    }
  }

  async function once(name: EndpointName, def: EndpointDef, request: Record<string, unknown>, signal: AbortSignal | undefined, idempotencyKey?: string): Promise<unknown> {
    const { path, rest } = fillPath(def.path, request);
    let url = `${base(def.host)}${path}`;
    const headers: Record<string, string> = { source: 'web', 'x-device-id': typeof options.deviceId === 'function' ? options.deviceId() : options.deviceId, 'x-device-type': 'web' };
    let body: string | FormData | undefined;
    if (def.method === 'GET') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== null) query.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
      const text = query.toString();
      if (text) url += `?${text}`;
    } else if (def.body === 'multipart') {
      body = formDataOf(rest); // the browser sets the content type with its boundary
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(rest);
    }
    const tokens = options.session.tokens();
    if (def.auth !== 'none' && tokens) headers.authorization = `Bearer ${tokens.accessToken}`;
    const perpToken = def.auth === 'perp' ? options.perp?.accessToken(request) : undefined;
    if (perpToken) headers['perp-authorization'] = `Bearer ${perpToken}`;
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;

    let response: Response;
    try {
      response = await fetchImpl(url, { method: def.method, headers, body, signal });
    } catch (error) {
      if (signal?.aborted) throw new ApiError(CLIENT_ERRORS.aborted, 'The request was cancelled.');
      throw new ApiError(CLIENT_ERRORS.network, `Network error: ${error instanceof Error ? error.message : String(error)}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ApiError(response.ok ? CLIENT_ERRORS.invalidResponse : CLIENT_ERRORS.network, `${name} answered HTTP ${response.status} without a JSON body.`, response.status);
    }
    const envelope = v.safeParse(envelopeSchema, json);
    if (!envelope.success) {
      log(`${name}: the response is not an API envelope`, envelope.issues);
      throw new ApiError(CLIENT_ERRORS.invalidResponse, `${name} answered with an unexpected response.`, response.status);
    }
    if (!isSuccessEnvelope(envelope.output, response.status)) {
      const message = envelope.output.message ?? envelope.output.msg ?? `HTTP ${response.status}`;
      throw new ApiError(envelope.output.code, message, response.status);
    }
    const data = v.safeParse(def.response, envelope.output.data);
    if (!data.success) {
      log(`${name}: data does not match its schema`, data.issues);
      throw new ApiError(CLIENT_ERRORS.invalidResponse, `${name} answered with data that does not match its schema.`, response.status);
    }
    return data.output;
  }

  async function withRetries(name: EndpointName, def: EndpointDef, request: Record<string, unknown>, signal: AbortSignal | undefined, idempotencyKey?: string): Promise<unknown> {
    const retries = def.retry ? (options.retries ?? API_POLICY.defaultRetries) : 0;
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(name, def, request, signal, idempotencyKey);
      } catch (error) {
        if (!(error instanceof ApiError) || attempt >= retries || !isTransient(error) || signal?.aborted) throw error;
        await sleep(backoffDelay(attempt));
      }
    }
  }

  /** One refresh at a time; concurrent expiries share it. Resolves whether a new token was stored. */
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      const tokens = options.session.tokens();
      if (!tokens) return false;
      try {
        const result = (await withRetries(REFRESH_ENDPOINT, await definition(REFRESH_ENDPOINT), { refresh_token: tokens.refreshToken }, undefined)) as LoginResult;
        options.session.set(result);
        return true;
      } catch (error) {
        log('token refresh failed; signing out', error);
        options.session.clear();
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function call<K extends EndpointName>(name: K, request: EndpointRequest<K>, callOptions?: ApiCallOptions): Promise<EndpointResponse<K>> {
    if (!isEndpointName(name)) throw new ApiError(INVALID_REQUEST_CODE, `Unknown endpoint ${String(name)}.`);
    // The schemas first (usually loaded already), so that the request is validated before it is sent.
    const def = await definition(name);
    const parsed = v.safeParse(def.request, request ?? {});
    if (!parsed.success) throw new ApiError(INVALID_REQUEST_CODE, `Invalid request for ${name}: ${describeIssues(parsed.issues)}`);
    const payload = parsed.output as Record<string, unknown>;
    const signal = callOptions?.signal;
    const idempotencyKey = callOptions?.idempotencyKey;
    const sentWith = options.session.tokens()?.accessToken;
    try {
      return (await withRetries(name, def, payload, signal, idempotencyKey)) as EndpointResponse<K>;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === RISK_CODE) options.onRisk?.(error);
      const perp = def.auth === 'perp' && options.perp !== undefined;
      const renew = perp && options.perp ? options.perp.renew : refresh;
      // A call sent with a token that a refresh has replaced meanwhile is retried with the new one:
      // a second refresh would replace it again, and the calls still in flight would go on refreshing.
      const current = options.session.tokens()?.accessToken;
      const replaced = !perp && sentWith !== undefined && current !== undefined && current !== sentWith;
      if (isTokenExpiredCode(error.code) && name !== REFRESH_ENDPOINT && (replaced || (await renew()))) {
        try {
          return (await withRetries(name, def, payload, signal, idempotencyKey)) as EndpointResponse<K>;
        } catch (retryError) {
          if (retryError instanceof ApiError && (isLogoutCode(retryError.code) || isTokenExpiredCode(retryError.code))) options.session.clear();
          throw retryError;
        }
      }
      if (isLogoutCode(error.code)) options.session.clear();
      throw error;
    }
  }

  return { call, baseUrl: options.baseUrl, refreshSession: refresh };
}
