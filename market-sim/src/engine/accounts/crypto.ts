/** WebCrypto helpers (global `crypto` in Node 20 and browsers): RSA-OAEP key, password hashing, random ids. */

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export function randomBytes(bytes: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(bytes));
}

export function randomHex(bytes: number): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A uniformly random 6-digit code. */
export function randomCode(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return String((value as number) % 1_000_000).padStart(6, '0');
}

export interface RsaKeyMaterial {
  publicKey: string;
  privateKey: string;
}

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export async function generateRsaKey(): Promise<RsaKeyMaterial> {
  const pair = await crypto.subtle.generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  return { publicKey: toBase64(spki), privateKey: toBase64(pkcs8) };
}

export async function importPrivateKey(material: RsaKeyMaterial): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', fromBase64(material.privateKey) as Uint8Array<ArrayBuffer>, RSA, false, ['decrypt']);
}

/** Decrypt a base64 RSA-OAEP ciphertext to text; null if it is not one of ours. */
export async function decryptText(key: CryptoKey, cipherBase64: string): Promise<string | null> {
  const cipher = fromBase64(cipherBase64);
  if (!cipher) return null;
  try {
    return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, key, cipher));
  } catch {
    return null;
  }
}

/** PBKDF2-SHA256 hash of a password with a hex salt. */
export async function hashPassword(password: string, salt: string): Promise<string> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations: 20_000 }, material, 256);
  return toBase64(new Uint8Array(bits));
}
