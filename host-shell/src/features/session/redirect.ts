/**
 * redirect_url is followed only to an in-app path of our own origin (issue 4, session): an
 * absolute URL elsewhere, a protocol-relative `//host`, a backslash trick or a `javascript:` URL
 * are refused, and the caller stays where it is.
 */
export function safeRedirectPath(redirectUrl: string | null | undefined, origin: string): string | null {
  if (!redirectUrl) return null;
  const value = redirectUrl.trim();
  if (!value || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (value.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
