/**
 * From a request to an endpoint call: the ENDPOINTS table as path patterns, the request's input
 * (query, JSON or multipart body, path parameters) and its check against the endpoint's request
 * schema. A request that fails here gets its 400, 404 or 405 answer.
 */
import { ENDPOINTS } from '@nova/shared-contracts/endpoints';
import type { EndpointDef, EndpointName } from '@nova/shared-contracts';
import * as v from 'valibot';
import { VALIDATION_CODE } from './errors';
import { errorBody, json } from './http';
import type { SimRequest, SimResponse } from './http';
import { parseMultipart } from './multipart';
import { toBase64 } from './accounts/crypto';

interface Route {
  name: EndpointName;
  def: EndpointDef;
  pattern: RegExp;
  params: string[];
}

const ROUTES: Route[] = (Object.entries(ENDPOINTS) as Array<[EndpointName, EndpointDef]>).map(([name, def]) => {
  const params: string[] = [];
  const pattern = new RegExp(
    `^${def.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a: string | undefined, b: string | undefined) => {
      params.push((a ?? b) as string);
      return '([^/]+)';
    })}$`,
  );
  return { name, def, pattern, params };
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A POST body as a JSON object: raw text is parsed, empty means {}. */
export function parseBody(raw: unknown): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  let body = raw;
  if (typeof body === 'string') {
    try {
      body = body.trim() === '' ? {} : JSON.parse(body);
    } catch {
      return { ok: false, error: 'body is not valid JSON' };
    }
  }
  if (body === undefined) return { ok: true, value: {} };
  return isPlainObject(body) ? { ok: true, value: body } : { ok: false, error: 'body must be a JSON object' };
}

/** An endpoint request that matched its route and passed its request schema. */
export interface RoutedRequest {
  name: EndpointName;
  def: EndpointDef;
  input: unknown;
}

/**
 * The endpoint of a request and its checked input, or the answer that refuses it: 404 no route,
 * 405 wrong method, 400 (VALIDATION_CODE) a body or field that does not parse.
 */
export function routeRequest(request: SimRequest, method: string, path: string, rawQuery: string, headers: Record<string, string | undefined>): { ok: true; routed: RoutedRequest } | { ok: false; response: SimResponse } {
  const refuse = (response: SimResponse) => ({ ok: false as const, response });
  const matches = ROUTES.map((route) => ({ route, match: route.pattern.exec(path) })).filter((m) => m.match);
  const found = matches.find((m) => m.route.def.method === method);
  if (!found?.match) {
    return refuse(matches.length > 0 ? json(405, errorBody(405, `method ${method} not allowed on ${path}`)) : json(404, errorBody(404, `no route ${method} ${path}`)));
  }
  const { route, match } = found;
  let input: Record<string, unknown>;
  if (method === 'GET') {
    input = { ...Object.fromEntries(new URLSearchParams(rawQuery)), ...request.query };
  } else if ((headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
    const form = request.body instanceof Uint8Array ? parseMultipart(request.body, headers['content-type'] ?? '') : null;
    if (!form) return refuse(json(400, errorBody(VALIDATION_CODE, 'body is not valid multipart/form-data')));
    input = { ...form.fields };
    for (const [field, file] of Object.entries(form.files)) input[field] = { name: file.name, type: file.type, size: file.bytes.length, base64: toBase64(file.bytes) };
  } else {
    const body = parseBody(request.body instanceof Uint8Array ? new TextDecoder().decode(request.body) : request.body);
    if (!body.ok) return refuse(json(400, errorBody(VALIDATION_CODE, body.error)));
    input = { ...body.value };
  }
  route.params.forEach((name, i) => {
    input[name] = decodeURIComponent(match[i + 1] ?? '');
  });
  const parsed = v.safeParse(route.def.request, input);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return refuse(json(400, errorBody(VALIDATION_CODE, `invalid ${v.getDotPath(issue) ?? 'request'}: ${issue.message}`)));
  }
  return { ok: true, routed: { name: route.name, def: route.def, input: parsed.output } };
}
