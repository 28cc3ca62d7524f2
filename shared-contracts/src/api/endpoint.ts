import * as v from 'valibot';
import { int } from '../schema';
import { ENDPOINT_META } from './meta';
import type { EndpointAuthOf, EndpointName } from './meta';

/**
 * What the client needs of a REST call besides its schemas: the auth is written in `meta.ts` (the
 * cache reads it before any call), the rest in the endpoint's `defineEndpoint` call.
 */
export interface EndpointMeta {
  method: 'GET' | 'POST';
  /** Path with `{name}` placeholders filled from request fields of the same name. */
  path: string;
  /** bearer: needs the access token; perp: also the perp token; none: public. */
  auth: 'none' | 'bearer' | 'optional' | 'perp';
  /** Orders and account calls are never retried (spec 1 §7); the rest retry 3 times. */
  retry: boolean;
  /** Which API host serves it: the trade API or the perpetual API (spec 2 §7). */
  host?: 'trade' | 'perp';
  /**
   * How a POST body is sent: JSON (default), or multipart/form-data, where every request field
   * shaped like a `FileField` ({name, type, size, base64}) becomes a file part and the rest text
   * parts (the server sees the same shape back after parsing).
   */
  body?: 'json' | 'multipart';
}

/**
 * One REST call of the spec: where it goes, what it takes, what its `data` is.
 * The request schema validates what the client sends and what market-sim accepts; the
 * response schema validates `data` of the envelope where it enters the client.
 */
export interface EndpointDef<Req extends v.GenericSchema = v.GenericSchema, Res extends v.GenericSchema = v.GenericSchema> extends EndpointMeta {
  /** The name it is called by (and exported under, in its group file). */
  name: EndpointName;
  request: Req;
  response: Res;
}

/** A file in a request (multipart endpoints): the browser's File read to base64. */
export interface FileField {
  name: string;
  type: string;
  size: number;
  base64: string;
}

/** Whether a request value is a FileField. */
export function isFileField(value: unknown): value is FileField {
  if (typeof value !== 'object' || value === null) return false;
  const field = value as Record<string, unknown>;
  return typeof field.name === 'string' && typeof field.type === 'string' && typeof field.size === 'number' && typeof field.base64 === 'string';
}

/**
 * An endpoint of a group file (`api/<group>.ts`): its method, path, retry (and host, body) and
 * schemas as given here, its auth from `ENDPOINT_META` (the one place it is written).
 */
export function defineEndpoint<K extends EndpointName, const M extends Omit<EndpointMeta, 'auth'>, Req extends v.GenericSchema, Res extends v.GenericSchema>(
  name: K,
  definition: M & { request: Req; response: Res },
): M & { name: K; auth: EndpointAuthOf<K>; request: Req; response: Res };
export function defineEndpoint(name: EndpointName, definition: Omit<EndpointDef, 'name' | 'auth'>): EndpointDef {
  return { ...definition, name, auth: ENDPOINT_META[name].auth };
}

/**
 * The response envelope. Success is `code === 0`, or HTTP 200 with `message === 'success'`
 * (spec 1 §8).
 */
export const envelopeSchema = v.object({
  code: int(),
  message: v.optional(v.string()),
  msg: v.optional(v.string()),
  data: v.optional(v.unknown()),
});
export type Envelope = v.InferOutput<typeof envelopeSchema>;

export function isSuccessEnvelope(envelope: Envelope, httpStatus: number): boolean {
  return envelope.code === 0 || (httpStatus === 200 && (envelope.message ?? envelope.msg) === 'success');
}

/** Split a request into the filled path and the remaining fields (query for GET, body for POST). */
export function fillPath(path: string, request: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...request };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** A decimal string as the API sends amounts and prices (never binary float arithmetic on money). */
export const decimalString = v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i, 'expected a decimal string'));
/** Numbers that some fields send as a number and others as a string. */
export const numeric = v.union([v.number(), decimalString]);
