// What a server sends over the wire, for the bench and e2e (issue 15: bytes as transferred).
import http from 'node:http';

/**
 * The bytes the server sends for `url` to a client that accepts only `acceptEncoding` (the body as
 * it comes over the wire, not decoded), and the Content-Encoding it answered with.
 * @param {string} url @param {string} acceptEncoding e.g. 'gzip'
 * @returns {Promise<{bytes: number, encoding: string | undefined}>}
 */
export function sentBytes(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
