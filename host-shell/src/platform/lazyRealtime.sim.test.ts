import { describe, expect, it, vi } from 'vitest';
import { TEST_WS_URL, closeAfterTest } from '@nova/platform-double/testing';
import { lazyRealtime } from './lazyRealtime';

describe('lazy realtime client on the sim', () => {
  it('hands a subscription made before the load to the production client (the dynamic import), which brings the sim’s pushes', async () => {
    const realtime = lazyRealtime(
      () => import('@nova/platform-core/realtime').then(({ createRealtimeClient }) => createRealtimeClient({ url: TEST_WS_URL, getAccessToken: () => undefined })),
      {},
    );
    closeAfterTest(() => realtime.stop());
    const prices = vi.fn();
    realtime.subscribe('nativePrices', {}, prices);
    realtime.start();
    expect(realtime.getStatus().state).toBe('connecting');
    await realtime.load();
    await vi.waitFor(() => expect(realtime.getStatus().state).toBe('connected'), { timeout: 5000 });
    await vi.waitFor(() => expect(prices).toHaveBeenCalledWith(expect.objectContaining({ prices: expect.any(Object) })), { timeout: 5000 });
  });
});
