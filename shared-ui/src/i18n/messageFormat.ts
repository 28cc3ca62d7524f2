import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Formatters } from 'intl-messageformat';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * A message as a catalogue holds it: its ICU source, or in a build its formatjs AST (the build
 * precompiles every message with ICU syntax: tooling/build-tools' icuMessages.cjs). Catalogue types
 * say `string`; at run time a message may be either.
 */
export type Message = string | MessageFormatElement[];

/**
 * Formats one ICU message in a locale. A message that cannot be parsed or formatted shows its
 * source text, or `id` (its key) when it is an AST, as @formatjs/intl's `formatMessage` does.
 */
export type MessageFormatter = (locale: string, message: Message, values?: MessageValues, id?: string) => string;

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
 * rest of @formatjs/intl): one `IntlMessageFormat` per locale and message, and the Intl formatters
 * they use shared by all of them. A precompiled message (an AST) is formatted without a parser; a
 * string with ICU syntax is parsed, which only the tests' full parser does (builds carry the
 * parser's `no-parser` build). A message that fails to parse or format is reported to `onError`.
 */
export function createMessageFormatter(onError: (error: Error) => void): MessageFormatter {
  const formatters: Formatters = {
    getNumberFormat: memo((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
    getDateTimeFormat: memo((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
    getPluralRules: memo((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  };
  const fromSource = new Map<string, IntlMessageFormat>();
  const fromAst = new WeakMap<MessageFormatElement[], Map<string, IntlMessageFormat>>();
  /** The message's formatter in the locale, made once. */
  const formatterOf = (locale: string, message: Message): IntlMessageFormat => {
    const make = () => new IntlMessageFormat(message, locale, undefined, { formatters });
    if (typeof message === 'string') {
      const key = `${locale}\u0000${message}`;
      let format = fromSource.get(key);
      if (!format) fromSource.set(key, (format = make()));
      return format;
    }
    let byLocale = fromAst.get(message);
    if (!byLocale) fromAst.set(message, (byLocale = new Map()));
    let format = byLocale.get(locale);
    if (!format) byLocale.set(locale, (format = make()));
    return format;
  };
  return (locale, message, values, id) => {
    // Plain text (most of a catalogue): nothing to parse, and no IntlMessageFormat (whose
    // constructor also resolves the locale through Intl for each new message).
    if (typeof message === 'string' && !ICU_SYNTAX.test(message)) return message;
    try {
      const result = formatterOf(locale, message).format<string>({ ...values });
      return typeof result === 'string' ? result : [result].flat().join('');
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      return typeof message === 'string' ? message : (id ?? '');
    }
  };
}
