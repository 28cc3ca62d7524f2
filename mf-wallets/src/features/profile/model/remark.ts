import { ACCOUNT } from '@nova/shared-contracts';

/** Remark or wallet name (spec 2 §5): trimmed, at most 30 characters; empty removes the remark. */
const REMARK_MAX = ACCOUNT.nameMaxLength;

export type RemarkCheck = { ok: true; value: string } | { ok: false; error: 'tooLong'; length: number };

export function checkRemark(input: string): RemarkCheck {
  const value = input.trim();
  if (value.length > REMARK_MAX) return { ok: false, error: 'tooLong', length: value.length };
  return { ok: true, value };
}

/** Whether saving would change anything (the same remark after trimming is not sent). */
export function remarkChanged(input: string, current: string): boolean {
  const check = checkRemark(input);
  return check.ok && check.value !== current;
}
