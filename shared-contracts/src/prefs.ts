/**
 * The typed prefs registry: every user preference that more than one place reads has one
 * definition here (key, schema, default), so no package writes a storage key or a hand-made
 * guard of its own. `readPref` validates what is stored: a value that does not match the schema
 * (an old format, a hand-edited store) falls back to the default and is reported, never thrown.
 */
import * as v from 'valibot';
import { int } from './schema';
import type { PrefsService } from './platform';

export interface PrefDef<T> {
  readonly key: string;
  readonly schema: v.GenericSchema<unknown, T>;
  readonly default: T;
}

export function definePref<T>(key: string, schema: v.GenericSchema<unknown, T>, defaultValue: T): PrefDef<T> {
  return { key, schema, default: defaultValue };
}

export interface PrefIssue {
  key: string;
  stored: unknown;
  message: string;
}

export type PrefReporter = (issue: PrefIssue) => void;

/** Logs a bad stored value with its key (the default reporter). */
export const warnBadPref: PrefReporter = (issue) => console.warn(`[prefs] ${issue.key}: stored value ignored (${issue.message}); using the default`, issue.stored);

const ABSENT = Symbol('absent');

/** The stored value when it matches the schema; the default otherwise (reported when something was stored). */
export function readPref<T>(prefs: Pick<PrefsService, 'get'>, def: PrefDef<T>, report: PrefReporter = warnBadPref): T {
  const stored = prefs.get<unknown>(def.key, ABSENT);
  if (stored === ABSENT || stored === undefined) return def.default;
  const parsed = v.safeParse(def.schema, stored);
  if (parsed.success) return parsed.output;
  report({ key: def.key, stored, message: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(value)'}: ${issue.message}`).join('; ') });
  return def.default;
}

/** Validates before saving: a value outside the schema is refused (reported) instead of stored. */
export function writePref<T>(prefs: Pick<PrefsService, 'set'>, def: PrefDef<T>, value: T, report: PrefReporter = warnBadPref): boolean {
  const parsed = v.safeParse(def.schema, value);
  if (!parsed.success) {
    report({ key: def.key, stored: value, message: parsed.issues.map((issue) => issue.message).join('; ') });
    return false;
  }
  prefs.set(def.key, parsed.output);
  return true;
}

/** The preferences shared across packages, by name. */
export const PREFS = {
  /** Alert toasts on or off (spec 3 §3, default on): order fills (mf-trade) and followed-wallet trades (mf-trackers); set in mf-trade's alert settings. */
  alertToast: definePref('alertToast', v.boolean(), true),
  /** Alert sounds off (spec 3 §3 "audio muted", default true): the status bar's Sound toggle and mf-trade's alert settings. */
  audioMuted: definePref('audioMuted', v.boolean(), true),
  /** A tracker toggle was used once: the host then loads the floating trackers for visitors too. */
  trackersUsed: definePref('shell.trackersUsed', v.boolean(), false),
  /** The perpetuals guide was shown (once per browser, spec 3 §2). */
  perpsGuideSeen: definePref('perpsGuideSeen', v.boolean(), false),
  /** The wallet tracker's tab (spec 3 §3 "tracker active tab", default addr-manage): managing groups and wallets, or their trades. */
  trackerActiveTab: definePref('trackers.activeTab', v.picklist(['addr-manage', 'trades']), 'addr-manage'),
  /** The Share-PnL card's background (spec 3 §3 "pnl share background index", spec 2 §4): 0 automatic (profit or loss art), 1-3 fixed. */
  pnlShareBackground: definePref('pnlShareBackground', v.pipe(int(), v.minValue(0), v.maxValue(3)), 0),
} as const;
