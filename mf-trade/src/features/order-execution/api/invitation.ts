/**
 * The invitation code sent with orders (spec 1 §2: query parameter `code`, or the invite parameter
 * `i` the host carries across navigation); null when the page has neither.
 */
export function invitationCode(search: string = typeof window === 'undefined' ? '' : window.location.search): string | null {
  const params = new URLSearchParams(search);
  const code = params.get('code') ?? params.get('i');
  return code && /^[\w-]{1,64}$/.test(code) ? code : null;
}
