import { IntlMessageFormat } from 'intl-messageformat';
import type { Formatters } from 'intl-messageformat';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Formats one ICU message in a locale (`message` is its source: returned as is when it cannot be parsed or formatted). */
export type MessageFormatter = (locale: string, message: string, values?: MessageValues) => string;

/** One Intl formatter per constructor arguments, as intl-messageformat's own memoised ones. */
function memo<A extends unknown[], R>(create: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = create(...args)));
    return value;
  };
}

/** What makes a message more than its text: arguments, tags, quoting (`'`) and plural `#`. */
const ICU_SYNTAX = /[{}<>'#]/;

/**
 * ICU messages through intl-messageformat (what @formatjs/intl's `formatMessage` does, without the
 * rest of @formatjs/intl): one parsed `IntlMessageFormat` per locale and message, and the Intl
 * formatters they use shared by all of them. A message that fails to parse or format is reported
 * to `onError` and shown as its source text; a parse failure is not cached (the full ICU parser
 * may be loading, see tooling/build-tools' icuParser.mjs), so a later call tries again.
 */
export function createMessageFormatter(onError: (error: Error) => void): MessageFormatter {
  const formatters: Formatters = {
    getNumberFormat: memo((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
    getDateTimeFormat: memo((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
    getPluralRules: memo((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  };
  const parsed = new Map<string, IntlMessageFormat>();
  return (locale, message, values) => {
    // Plain text (most of a catalogue): nothing to parse, and no IntlMessageFormat (whose
    // constructor also resolves the locale through Intl for each new message).
    if (!ICU_SYNTAX.test(message)) return message;
    const key = `${locale}\u0000${message}`;
    try {
      let format = parsed.get(key);
      if (!format) parsed.set(key, (format = new IntlMessageFormat(message, locale, undefined, { formatters })));
      const result = format.format<string>({ ...values });
      return typeof result === 'string' ? result : [result].flat().join('');
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      return message;
    }
  };
}
