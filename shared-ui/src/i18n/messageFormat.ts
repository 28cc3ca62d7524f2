import { createIntl, createIntlCache } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * A message as a catalogue holds it: its ICU source, or in a build its formatjs AST (the build
 * precompiles every message with ICU syntax: tooling/build-tools' icuMessages.cjs). Catalogue types
 * say `string`; at run time a message may be either.
 */
export type Message = string | MessageFormatElement[];

/**
 * Formats the message `id` of one locale's messages (ICU: plurals, selects, numbers). A missing
 * message shows `id`; one that cannot be formatted shows its source text, or `id` when it is an AST.
 */
export type MessageFormatter = (id: string, values?: MessageValues) => string;

/** What makes a message more than its text: arguments, tags, quoting (`'`) and plural `#`. */
const ICU_SYNTAX = /[{}<>'#]/;

/**
 * The Intl formatters and message formats of every intl object this bundle makes: one
 * `Intl.PluralRules` or `IntlMessageFormat` per arguments, however many locales and catalogues.
 */
const cache = createIntlCache();

/**
 * One locale's messages through @formatjs/intl: `createIntl` over the shared cache, each message
 * formatted by `intl.formatMessage`. A precompiled message (an AST) is formatted without a parser;
 * a string with ICU syntax is parsed, which only the tests' full parser does (builds carry the
 * parser's `no-parser` build). A missing message, or one that fails to format, is reported to
 * `onError`. Plain text (most of a catalogue) is returned as it is, as `formatMessage` returns a
 * message of one literal: nothing to parse, and no `IntlMessageFormat` made for it.
 */
export function createMessageFormatter(locale: string, messages: Readonly<Record<string, Message>>, onError: (error: Error) => void): MessageFormatter {
  // createIntl's types take all strings or all ASTs; a catalogue mixes them (plain text stays a string).
  const intl = createIntl({ locale, defaultLocale: 'en', messages: messages as Record<string, string>, onError }, cache);
  return (id, values) => {
    const message = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
    if (typeof message === 'string' && message && !ICU_SYNTAX.test(message)) return message;
    return intl.formatMessage({ id }, values);
  };
}
