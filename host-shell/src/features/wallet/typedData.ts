import type { TypedDataExpectation } from '@nova/shared-contracts';

/** Refusals of the host's typed-data check (WalletService.signTypedData, spec 2 §5). */
export const INVALID_TYPED_DATA = 'Invalid EIP712 types structure';
export const TYPED_DATA_MISMATCH = 'Typed data does not match the confirmed request';

export interface CheckedTypedData {
  domain: Record<string, unknown>;
  types: Record<string, Array<{ name: string; type: string }>>;
  primaryType: string;
  message: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (actual: unknown, expected: string) => {
  const text = typeof actual === 'bigint' || typeof actual === 'number' ? actual.toString() : typeof actual === 'string' ? actual : null;
  if (text === null) return false;
  return /^0x[0-9a-fA-F]+$/.test(expected) ? text.toLowerCase() === expected.toLowerCase() : text === expected;
};

/**
 * The typed data a remote asks the host to sign, checked against what the user confirmed: it must
 * be {domain, types, message}; `types` must hold the expected primary type with at least one
 * `{name, type}` field (else `Invalid EIP712 types structure`); the message must carry the
 * confirmed values (else `Typed data does not match the confirmed request`). Returns it with the
 * expected primary type.
 */
export function checkTypedData(value: unknown, expected: TypedDataExpectation): CheckedTypedData {
  if (!isRecord(value) || !isRecord(value.domain) || !isRecord(value.types) || !isRecord(value.message)) throw new Error(INVALID_TYPED_DATA);
  const fields = value.types[expected.primaryType];
  if (!Array.isArray(fields) || fields.length === 0 || !fields.every((f) => isRecord(f) && typeof f.name === 'string' && typeof f.type === 'string')) throw new Error(INVALID_TYPED_DATA);
  if (value.primaryType !== undefined && value.primaryType !== expected.primaryType) throw new Error(INVALID_TYPED_DATA);
  const message = value.message;
  for (const [name, want] of Object.entries(expected.message ?? {})) {
    if (!same(message[name], want)) throw new Error(TYPED_DATA_MISMATCH);
  }
  return { domain: value.domain, types: value.types as CheckedTypedData['types'], primaryType: expected.primaryType, message };
}

/** The chain the typed data is for: its domain's chainId, else the expected one. */
export function chainIdOf(typed: CheckedTypedData, expected: TypedDataExpectation): number | undefined {
  const raw = typed.domain.chainId;
  const fromDomain = typeof raw === 'number' ? raw : typeof raw === 'string' && raw !== '' ? Number(raw) : typeof raw === 'bigint' ? Number(raw) : undefined;
  return fromDomain !== undefined && Number.isFinite(fromDomain) ? fromDomain : expected.chainId;
}
