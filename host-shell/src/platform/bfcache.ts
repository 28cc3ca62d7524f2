/**
 * Back/forward cache: a page with an open WebSocket is not kept in it (one held by its socket
 * worker counts too), so the realtime connection closes as the page is hidden (`pagehide`: leaving,
 * or going into the cache) and opens again when a cached page is shown (`pageshow` with
 * `persisted`), where the client resubscribes its channels. Stopping is synchronous: the transport
 * closes the socket, which for platform-core's worker socket terminates the worker at once.
 * Nothing here listens to `unload` or `beforeunload`, which would also keep the page out.
 */
export function keepBackForwardCacheable(win: Pick<Window, 'addEventListener'>, realtime: { start(): void; stop(): void }): void {
  win.addEventListener('pagehide', () => realtime.stop());
  win.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) realtime.start();
  });
}
