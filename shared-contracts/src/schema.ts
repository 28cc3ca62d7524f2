import * as v from 'valibot';

// The few schema shapes every contract file uses, written once. Runtime schemas are valibot's
// (CONVENTIONS 4: "zod or valibot"): each check is its own function, so a bundle carries only the
// checks its schemas use, and parsing needs no generated code (the Content-Security-Policy has no
// 'unsafe-eval').

/** A whole number within JavaScript's safe range (what JSON ids, counts and times are). */
export const int = () => v.pipe(v.number(), v.safeInteger());

/**
 * A number from a query string or a form field: `Number(input)`, then a finite number, so
 * "12" reads 12, "" reads 0 and "abc" or "Infinity" is refused.
 */
export const coerceNumber = () => v.pipe(v.unknown(), v.transform(Number), v.number(), v.finite());

/** A flag from a query string or a form field: JavaScript's truthiness (`Boolean(input)`). */
export const coerceBoolean = () => v.pipe(v.unknown(), v.transform(Boolean));

/**
 * An email address, by the pattern these schemas have always used (zod's): valibot's `v.email()`
 * would refuse an apostrophe in the local part (o'brien@example.com) and punycode domains
 * (a@xn--bcher-kva.ch), real addresses people sign in with.
 */
export const emailAddress = () =>
  v.pipe(v.string(), v.regex(/^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/, 'Invalid email address'));

/** The issues of a failed parse as one line: `path: message` each (`(root)` for the value itself), joined by `; `. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
}
