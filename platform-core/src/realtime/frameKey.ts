/**
 * The subscription key of a push frame, read from the frame's text without parsing it: the
 * transport drops pushes for keys the page does not hold before `JSON.parse` (a broad feed reaches
 * every socket, 2,000 frames a second in the sim's load mode, issue 8, and a page holds a few of
 * those keys).
 *
 * Only a frame that starts the way pushes are written, `{"channel":"…","key":"…"`, with no escape
 * in either string, has its key read here: that key is the object's own (the first member names
 * nothing else). Any other shape, and any frame that mentions `"ack_id"` (acks are never dropped
 * unparsed), gives undefined and is parsed in full.
 */
const CHANNEL_PREFIX = '{"channel":"';
const KEY_PREFIX = '","key":"';

export function pushKeyOf(text: string): string | undefined {
  if (!text.startsWith(CHANNEL_PREFIX)) return undefined;
  const channelEnd = text.indexOf('"', CHANNEL_PREFIX.length);
  if (channelEnd < 0 || hasEscape(text, CHANNEL_PREFIX.length, channelEnd)) return undefined;
  if (!text.startsWith(KEY_PREFIX, channelEnd)) return undefined;
  const keyStart = channelEnd + KEY_PREFIX.length;
  const keyEnd = text.indexOf('"', keyStart);
  if (keyEnd < 0 || hasEscape(text, keyStart, keyEnd)) return undefined;
  if (text.includes('"ack_id"', keyEnd)) return undefined;
  return text.slice(keyStart, keyEnd);
}

/** Whether text[from, to) holds a backslash: only the span is read (a frame is mostly its data). */
const hasEscape = (text: string, from: number, to: number) => {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 92) return true;
  return false;
};
