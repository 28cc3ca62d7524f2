import { describe, expect, it, vi } from 'vitest';

describe('ApiError across copies of the package', () => {
  it("is an ApiError for every copy's instanceof (the host's API client and a remote bundle one each)", async () => {
    const host = await import('./errors');
    vi.resetModules();
    const remote = await import('./errors');
    expect(remote.ApiError).not.toBe(host.ApiError);
    const error = new host.ApiError(5070, 'Increase the amount', 400);
    expect(error instanceof remote.ApiError).toBe(true);
    expect(error instanceof Error).toBe(true);
    expect(new remote.ApiError(1, 'x') instanceof host.ApiError).toBe(true);
  });

  it('is not an ApiError for a plain Error or a look-alike without the mark', async () => {
    const { ApiError } = await import('./errors');
    expect(new Error('x') instanceof ApiError).toBe(false);
    expect({ name: 'ApiError', code: 1, message: 'x' } instanceof ApiError).toBe(false);
    expect((null as unknown as object) instanceof ApiError).toBe(false);
  });
});
