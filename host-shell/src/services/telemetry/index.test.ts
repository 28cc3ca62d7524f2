import { describe, expect, it, vi } from 'vitest';
import { RemoteLoadError } from '../../remotes/manifest';
import type { RemoteLoader } from '../../remotes/loader';
import { lazyTelemetry, reportRemoteFailures } from './index';
import type { Telemetry } from './telemetry';

function fakeSender(): Telemetry & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return { calls, pageView: (...args) => void calls.push(['pageView', ...args]), track: (...args) => void calls.push(['track', ...args]) };
}

describe('lazyTelemetry', () => {
  it('keeps calls made before the sender loads, with their time, and hands them over once it has', async () => {
    const sender = fakeSender();
    const load = vi.fn(() => Promise.resolve(sender));
    window.history.pushState(null, '', '/markets');
    const telemetry = lazyTelemetry(load);
    vi.spyOn(Date, 'now').mockReturnValue(100);
    telemetry.pageView('/markets');
    telemetry.track('search_opened', {});
    window.history.pushState(null, '', '/trade/solana/x');
    expect(sender.calls).toEqual([]);
    telemetry.load();
    telemetry.load();
    await vi.waitFor(() => expect(sender.calls).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
    expect(sender.calls).toEqual([['pageView', '/markets', 100], ['track', 'search_opened', {}, 100, '/markets']]);
    telemetry.track('deposit_opened', {});
    expect(sender.calls).toHaveLength(3);
  });
});

describe('reportRemoteFailures', () => {
  it('reports a failed remote load by name and kind, and still rejects with the error', async () => {
    const error = new RemoteLoadError('mf_trade', 'timeout', 'mf_trade could not be loaded: no answer within 3000 ms.');
    const loader: RemoteLoader = { timeoutMs: 3000, manifestUrl: () => null, preload: () => undefined, load: () => Promise.reject(error) };
    const track = vi.fn();
    const reported = reportRemoteFailures(loader, { pageView: () => undefined, track, load: () => undefined });
    await expect(reported.load('mf_trade', './TradePanel')).rejects.toBe(error);
    expect(track).toHaveBeenCalledWith('remote_failed', { remote: 'mf_trade', reason: 'timeout' });
    expect(reported.timeoutMs).toBe(3000);
  });
});
