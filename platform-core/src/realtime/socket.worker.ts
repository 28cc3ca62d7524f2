/**
 * The dedicated worker that owns the page's one WebSocket (see `socketRelay.ts` and
 * `workerSocket.ts`). Its chunk holds only the relay and `pushKeyOf`.
 */
import { createRelay } from './socketRelay';
import type { FromWorker, ToWorker } from './socketRelay';

// The DOM lib types `self` as a window; in a dedicated worker it is the worker's global scope.
const scope = self as unknown as { postMessage(message: FromWorker): void; onmessage: ((event: MessageEvent<ToWorker>) => void) | null };
const relay = createRelay({ post: (message) => scope.postMessage(message), connect: (url) => new WebSocket(url) });
scope.onmessage = (event) => relay.receive(event.data);
