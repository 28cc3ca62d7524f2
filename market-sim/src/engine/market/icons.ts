import { hashString } from '../rng';

/**
 * Generated SVG icons the sim serves at /icons/... (token, wallet avatar, chain): the same
 * input always gives the same picture.
 */

function hue(seed: number, shift = 0): number {
  return (seed + shift * 137) % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Round token icon: two-colour gradient and up to 3 letters of the symbol. */
export function tokenIconSvg(symbol: string, address: string): string {
  const h = hashString(address);
  const letters = escapeXml(symbol.replace(/[^A-Za-z0-9]/g, '').slice(0, 3).toUpperCase() || '?');
  const size = letters.length > 2 ? 22 : 28;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue(h)},70%,55%)"/><stop offset="1" stop-color="hsl(${hue(h, 1)},70%,35%)"/></linearGradient></defs><circle cx="32" cy="32" r="32" fill="url(#g)"/><text x="32" y="${32 + size / 3}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
}

/** Wallet avatar: a symmetric 5x5 identicon. */
export function walletIconSvg(address: string): string {
  let bits = hashString(address) ^ hashString(address.split('').reverse().join(''));
  const h = hue(hashString(address));
  const cells: string[] = [];
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      const on = (bits & 1) === 1;
      bits >>>= 1;
      if (!on) continue;
      cells.push(`<rect x="${4 + x * 11}" y="${4 + y * 11}" width="11" height="11"/>`);
      if (x < 2) cells.push(`<rect x="${4 + (4 - x) * 11}" y="${4 + y * 11}" width="11" height="11"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 63 63"><rect width="63" height="63" rx="12" fill="hsl(${h},30%,18%)"/><g fill="hsl(${h},75%,60%)">${cells.join('')}</g></svg>`;
}

/** Chain badge: a rounded square with the chain's initials. */
export function chainIconSvg(chain: string, name: string): string {
  const h = hue(hashString(chain), 2);
  const letters = escapeXml(name.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="hsl(${h},60%,45%)"/><text x="16" y="21" font-family="Arial,Helvetica,sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
}
