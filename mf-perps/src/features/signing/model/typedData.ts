/** Withdraw signing of wallet logins (spec 2 §5, §7). */

export const INVALID_TYPED_DATA = 'Invalid EIP712 types structure';

export interface WithdrawTypedData {
  domain: Record<string, unknown>;
  types: Record<string, Array<{ name: string; type: string }>>;
  primaryType: string;
  message: Record<string, unknown> & { timestamp?: number | string };
}

/** The UTF-8 text of a hex string (0x optional). */
export function hexToText(hex: string): string {
  const body = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (body.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(body)) throw new Error(INVALID_TYPED_DATA);
  const bytes = new Uint8Array(body.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(body.slice(i * 2, i * 2 + 2), 16);
  return new TextDecoder().decode(bytes);
}

/**
 * The typed data to sign, checked where it is signed: it must be {domain, types, message} whose
 * types contain a Withdraw type, else `Invalid EIP712 types structure`. Accepts the hex-encoded
 * JSON of /perp/withdraw/sign_data or an already parsed object.
 */
export function checkWithdrawTypedData(input: unknown): WithdrawTypedData {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(/^0x[0-9a-fA-F]*$/.test(value) ? hexToText(value) : value);
    } catch {
      throw new Error(INVALID_TYPED_DATA);
    }
  }
  if (typeof value !== 'object' || value === null) throw new Error(INVALID_TYPED_DATA);
  const data = value as Partial<WithdrawTypedData>;
  const withdraw = data.types?.Withdraw;
  if (typeof data.domain !== 'object' || data.domain === null || typeof data.message !== 'object' || data.message === null) throw new Error(INVALID_TYPED_DATA);
  if (!Array.isArray(withdraw) || withdraw.length === 0 || !withdraw.every((field) => typeof field?.name === 'string' && typeof field?.type === 'string')) throw new Error(INVALID_TYPED_DATA);
  return { domain: data.domain, types: data.types as WithdrawTypedData['types'], primaryType: typeof data.primaryType === 'string' ? data.primaryType : 'Withdraw', message: data.message };
}

/** r, s and v of a 65-byte secp256k1 signature (v as 27/28). */
export function splitSignature(signature: string): { r: string; s: string; v: number } {
  const body = signature.startsWith('0x') ? signature.slice(2) : signature;
  if (!/^[0-9a-fA-F]{130}$/.test(body)) throw new Error('Invalid signature');
  const raw = parseInt(body.slice(128, 130), 16);
  return { r: `0x${body.slice(0, 64)}`, s: `0x${body.slice(64, 128)}`, v: raw < 27 ? raw + 27 : raw };
}
