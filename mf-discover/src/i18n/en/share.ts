/**
 * English of the token share modal (the `./TokenShareDialog` expose), keys "discover.share.*"; ICU
 * messages. shareMessages.ts adds the list's English and the data panels' (en/data.ts).
 */
export const enShare = {
  'discover.share.title': 'Share {symbol}',
  'discover.share.card': 'Share card of {symbol}',
  'discover.share.history': 'Price history',
  'discover.share.text': '{symbol} on {product}',
  'discover.share.copyLink': 'Copy link',
  'discover.share.copied': 'Link copied',
  'discover.share.copyFailed': 'Could not copy: the browser refused clipboard access.',
  'discover.share.download': 'Download image',
  'discover.share.downloaded': 'Saved as {file}',
  'discover.share.failed': 'Could not make the image: {reason}',
  'discover.share.close': 'Close',
} as const;
