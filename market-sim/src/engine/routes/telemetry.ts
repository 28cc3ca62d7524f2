import { int } from '@nova/shared-contracts';
import * as v from 'valibot';
import { VALIDATION_CODE } from '../errors';
import { errorBody, json } from '../http';
import type { SimResponse } from '../http';

/**
 * The host's telemetry (spec 3 §7): `POST /telemetry` takes the batches its `navigator.sendBeacon`
 * posts (text/plain JSON, so no preflight), and the admin route `GET /__admin/telemetry` reads them
 * back (e2e checks the rules on what was stored). Kept in memory, not in the sim's state: they
 * are observations, not data the API serves. The server checks the masking again, so a client
 * that skipped it cannot store an address, an e-mail or a figure.
 */
export const TELEMETRY_PATH = '/telemetry';
export const TELEMETRY_ADMIN_PATH = '/__admin/telemetry';
/** A beacon's body is limited to 64 KiB by browsers; a batch of the host's is a few hundred bytes. */
export const MAX_TELEMETRY_BODY = 16 * 1024;
/** Events kept in all: the oldest go first. */
export const MAX_STORED_EVENTS = 10_000;

const snake = (max: number) => v.pipe(v.string(), v.regex(new RegExp(`^[a-z][a-z_]{0,${max - 1}}$`)));
const eventSchema = v.strictObject({
  name: snake(40),
  view: v.pipe(int(), v.minValue(0), v.maxValue(100_000)),
  at: v.pipe(int(), v.minValue(0)),
  props: v.pipe(
    v.record(snake(32), v.union([v.pipe(v.string(), v.maxLength(64)), v.boolean()])),
    v.check((props) => Object.keys(props).length <= 8, 'at most 8 fields'),
  ),
});
const batchSchema = v.strictObject({
  v: v.literal(1),
  session: v.pipe(v.string(), v.uuid()),
  dropped: v.pipe(int(), v.minValue(0), v.maxValue(100_000)),
  events: v.pipe(v.array(eventSchema), v.maxLength(100)),
});
export type TelemetryBatch = v.InferOutput<typeof batchSchema>;
export type StoredTelemetryEvent = TelemetryBatch['events'][number] & { session: string; received_at: number };

/** What masking leaves none of: addresses and hashes (EVM hex, base58), e-mails, digits (amounts). */
const UNMASKED: ReadonlyArray<readonly [RegExp, string]> = [
  [/0x[0-9a-f]{8,}/i, 'a hex address or hash'],
  [/[1-9A-HJ-NP-Za-km-z]{32,}/, 'a base58 address'],
  [/[^\s@]+@[^\s@]+\.[^\s@]+/, 'an e-mail address'],
  [/\d/, 'a number'],
];

/** Why a batch carries something telemetry must not keep, or null when it is clean. */
export function unmaskedIn(batch: TelemetryBatch): string | null {
  for (const event of batch.events) {
    for (const text of [event.name, ...Object.keys(event.props), ...Object.values(event.props).filter((value): value is string => typeof value === 'string')]) {
      const found = UNMASKED.find(([pattern]) => pattern.test(text));
      if (found) return `${event.name} carries ${found[1]}`;
    }
  }
  return null;
}

export class TelemetryStore {
  private events: StoredTelemetryEvent[] = [];
  private dropped = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  /** The two telemetry routes; `admin` says whether the admin API is on (off: its route is not there). */
  handle(method: string, path: string, query: string, body: unknown, admin: boolean): SimResponse {
    if (path === TELEMETRY_ADMIN_PATH) {
      if (!admin) return json(404, errorBody(404, `no route ${method} ${path}`));
      if (method === 'DELETE') {
        this.events = [];
        this.dropped.clear();
        return json(200, { code: 0, message: 'success', data: { events: 0 } });
      }
      if (method !== 'GET') return json(405, errorBody(405, `method ${method} not allowed on ${path}`));
      return json(200, { code: 0, message: 'success', data: this.read(new URLSearchParams(query).get('session')) });
    }
    if (method !== 'POST') return json(405, errorBody(405, 'telemetry takes POST'));
    const text = typeof body === 'string' ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : JSON.stringify(body ?? null);
    if (text.length > MAX_TELEMETRY_BODY) return json(413, errorBody(413, `telemetry batch over ${MAX_TELEMETRY_BODY} bytes`));
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return json(400, errorBody(VALIDATION_CODE, 'telemetry batch is not valid JSON'));
    }
    const parsed = v.safeParse(batchSchema, raw);
    if (!parsed.success) return json(400, errorBody(VALIDATION_CODE, `invalid telemetry batch: ${v.getDotPath(parsed.issues[0]) ?? ''} ${parsed.issues[0].message}`.trim()));
    const refused = unmaskedIn(parsed.output);
    if (refused) return json(422, errorBody(VALIDATION_CODE, `telemetry refused: ${refused}`));
    this.keep(parsed.output);
    return json(200, { code: 0, message: 'success', data: { stored: parsed.output.events.length } });
  }

  private keep(batch: TelemetryBatch): void {
    const receivedAt = this.now();
    this.events.push(...batch.events.map((event) => ({ ...event, session: batch.session, received_at: receivedAt })));
    if (this.events.length > MAX_STORED_EVENTS) this.events = this.events.slice(-MAX_STORED_EVENTS);
    if (batch.dropped > 0) this.dropped.set(batch.session, (this.dropped.get(batch.session) ?? 0) + batch.dropped);
  }

  /** The stored events (of one page load's session, when given) and the custom events their client dropped. */
  private read(session: string | null): { events: StoredTelemetryEvent[]; dropped: number } {
    if (session === null) return { events: this.events, dropped: [...this.dropped.values()].reduce((a, b) => a + b, 0) };
    return { events: this.events.filter((event) => event.session === session), dropped: this.dropped.get(session) ?? 0 };
  }
}
