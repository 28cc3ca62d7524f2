/**
 * An error the API answers with: HTTP status plus the envelope's code and message. Every
 * rejection of the engine is one of these; anything else is a bug and becomes a 500.
 */
export class SimError extends Error {
  readonly code: number;
  readonly status: number;
  constructor(code: number, message: string, status = 400) {
    super(message);
    this.name = 'SimError';
    this.code = code;
    this.status = status;
  }
}

/** Generic request-validation code (the spec shows none; ours is the HTTP status). */
export const VALIDATION_CODE = 400;
export const NOT_FOUND_CODE = 404;
