import type { Submission, SubmissionTarget } from './executorTypes';

/** What makes two submissions identical: the same side of the same token. */
export const submissionKey = (target: SubmissionTarget): string => `${target.chain}:${target.address.toLowerCase()}:${target.side}`;

/**
 * The keys with a submission in flight (a token's side, whichever button or slot started it; a
 * cancel's order id): `hold` takes one, or answers null while it is held, so a repeat is refused
 * however its clicks arrive.
 */
export class SubmissionHolds {
  private readonly held = new Set<string>();

  /** Holds `key` until released (idempotent), or null while it is held. */
  hold(key: string): Submission | null {
    if (this.held.has(key)) return null;
    this.held.add(key);
    let holding = true;
    return {
      release: () => {
        if (holding) this.held.delete(key);
        holding = false;
      },
    };
  }
}
