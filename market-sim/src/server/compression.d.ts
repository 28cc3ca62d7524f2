// compression ships no types; the part the server uses.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface CompressionOptions {
    /** Bodies smaller than this are sent as they are (default 1 kB). */
    threshold?: number | string;
  }

  export default function compression(options?: CompressionOptions): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
}
