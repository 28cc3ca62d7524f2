/** The engine's transport-neutral request and response. */
export interface SimRequest {
  method: string;
  /** Path, optionally with a query string. */
  path: string;
  query?: Record<string, string>;
  /** Parsed JSON, raw text, or undefined. */
  body?: unknown;
  /** Header names in lower case. */
  headers?: Record<string, string | undefined>;
}

export interface SimResponse {
  status: number;
  body: unknown;
  /** application/json unless set (icons are image/svg+xml, the consent page text/html). */
  contentType?: string;
  headers?: Record<string, string>;
  /** A page of the sim's own (the consent page): answered without CORS headers, so no other origin can read it. */
  noCors?: boolean;
}

export function json(status: number, body: unknown): SimResponse {
  return { status, body };
}

export function errorBody(code: number, message: string): { code: number; message: string } {
  return { code, message };
}
