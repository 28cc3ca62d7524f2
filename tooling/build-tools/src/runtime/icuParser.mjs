// Stands in for @formatjs/icu-messageformat-parser in every production bundle (resolve.alias in
// index.cjs): the same exports as its `no-parser` build (types and element guards), and a `parse`
// that reads the ICU our catalogues are written in (text, {arg}, {n, number|date|time[, style]},
// plural, selectordinal and select with `#` and =N) in a few hundred bytes. A message outside that
// subset (apostrophe quoting, <tags>, `::` skeletons, offset:) is handed to the full parser, a lazy
// chunk (about 8 kB gzip) loaded on the first such message: until it is there that message is not
// parsed (@formatjs/intl shows its source text and reports it; parse failures are not cached), the
// next format after the load is right. A remote that sends string messages keeps working either way.
//
// The result is the full parser's AST for the same message (src/icuParser.test.cjs compares the
// two over every catalogue string of the repository), without locations.
export * from '@nova/icu-no-parser';
import { TYPE } from '@nova/icu-no-parser';

/** @type {undefined | { parse: (message: string, options?: object) => unknown[] }} */
let full;
/** @type {undefined | Promise<unknown>} */
let loading;

/** Loads the full ICU parser (once); resolves when `parse` accepts every message. */
export function loadIcuParser() {
  loading ??= import(/* webpackChunkName: "icu-parser" */ '@nova/icu-parser-full').then(
    (module) => {
      full = module;
    },
    (error) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function parse(message, options) {
  const ast = options?.captureLocation ? null : parseSimple(message);
  if (ast) return ast;
  if (full) return full.parse(message, options);
  void loadIcuParser().catch(() => undefined);
  throw new Error(`[i18n] the ICU parser is loading; not parsed yet: ${message}`);
}

const NAME = /^[A-Za-z_$][\w$]*$|^\d+$/;
const SELECTOR = /^(?:=\d+|[A-Za-z_][\w-]*)$/;

/** The AST of a message in the simple subset, or null (then only the full parser decides). */
export function parseSimple(message) {
  if (typeof message !== 'string' || /[<]|'[{}#'|<]/.test(message)) return null;
  let i = 0;
  const fail = () => {
    throw fail;
  };
  const ws = () => {
    while (i < message.length && /\s/.test(message[i])) i++;
  };
  const word = (stop) => {
    const start = i;
    while (i < message.length && !stop.test(message[i])) i++;
    return message.slice(start, i).trim();
  };
  const elements = (pound, nested) => {
    const out = [];
    let text = '';
    const flush = () => {
      if (text) out.push({ type: TYPE.literal, value: text });
      text = '';
    };
    while (i < message.length) {
      const c = message[i];
      if (c === '{') {
        flush();
        i++;
        out.push(argument());
      } else if (c === '}') {
        if (!nested) fail();
        break;
      } else if (c === '#' && pound) {
        flush();
        out.push({ type: TYPE.pound });
        i++;
      } else {
        text += c;
        i++;
      }
    }
    flush();
    return out;
  };
  const argument = () => {
    ws();
    const value = word(/[\s,{}]/);
    if (!NAME.test(value)) fail();
    ws();
    if (message[i] === '}') {
      i++;
      return { type: TYPE.argument, value };
    }
    if (message[i] !== ',') fail();
    i++;
    ws();
    const kind = word(/[\s,{}]/);
    ws();
    if (kind === 'number' || kind === 'date' || kind === 'time') {
      let style = null;
      if (message[i] === ',') {
        i++;
        style = word(/[{}]/);
        if (!style || style.startsWith('::') || /'/.test(style)) fail();
      }
      if (message[i] !== '}') fail();
      i++;
      return { type: kind === 'number' ? TYPE.number : kind === 'date' ? TYPE.date : TYPE.time, value, style };
    }
    if (kind !== 'plural' && kind !== 'selectordinal' && kind !== 'select') fail();
    if (message[i] !== ',') fail();
    i++;
    const options = {};
    for (;;) {
      ws();
      if (message[i] === '}') break;
      const selector = word(/[\s{}]/);
      if (!SELECTOR.test(selector) || selector in options) fail();
      ws();
      if (message[i] !== '{') fail();
      i++;
      const option = elements(kind !== 'select', true);
      if (message[i] !== '}') fail();
      i++;
      options[selector] = { value: option };
    }
    i++;
    if (!('other' in options)) fail();
    if (kind === 'select') return { type: TYPE.select, value, options };
    return { type: TYPE.plural, value, options, offset: 0, pluralType: kind === 'plural' ? 'cardinal' : 'ordinal' };
  };
  try {
    const ast = elements(false, false);
    return i === message.length ? ast : null;
  } catch (error) {
    if (error === fail) return null;
    throw error;
  }
}
