import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEAR_MARGIN_PX, RemoteLoaderContext, RemoteSlot } from './RemoteSlot';
import { createRemoteLoader } from './loader';
import { adaptersFor, fakeFederation, manifestFor, scriptedFetch } from './testing';

const registry = {
  loadTimeoutMs: 8000,
  remotes: [
    { name: 'mf_discover' as const, manifestUrl: 'http://127.0.0.1:4103/mf-manifest.json', contractMajor: 1 },
    { name: 'mf_chart' as const, manifestUrl: 'http://127.0.0.1:4102/mf-manifest.json', contractMajor: 1 },
  ],
};

function TokenList({ list }: { list?: string }) {
  return <p>token list {list}</p>;
}
function Crashing(): never {
  throw new Error('kaboom');
}

function renderSlots(plan: Parameters<typeof scriptedFetch>[0], modules: Record<string, unknown>) {
  const origin = scriptedFetch(plan);
  const loader = createRemoteLoader({ registry, preview: null, federation: fakeFederation(modules), adapters: adaptersFor(fakeFederation({})), fetchImpl: origin.impl, hostContractVersion: '1.0.0' });
  render(
    <RemoteLoaderContext.Provider value={loader}>
      <RemoteSlot remote="mf_discover" expose="./TokenList" props={{ list: 'hot' }} label="mf_discover hot" />
    </RemoteLoaderContext.Provider>,
  );
  return origin;
}

describe('RemoteSlot', () => {
  it('shows a skeleton, then the remote inside a region named for it', async () => {
    renderSlots([{ manifest: manifestFor('mf_discover') }], { mf_discover: { default: TokenList, contractVersion: '1.0.0' } });
    const region = screen.getByRole('region', { name: 'mf_discover hot' });
    expect(within(region).getByRole('status', { name: 'Loading mf_discover' })).toBeInTheDocument();
    expect(await within(region).findByText('token list hot')).toBeInTheDocument();
  });

  it('with whenNear, loads nothing until the slot comes near the screen, holding its place with the skeleton', async () => {
    const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observed.push({ callback, ...(options ? { options } : {}), targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    try {
      const federation = fakeFederation({ mf_discover: { default: TokenList, contractVersion: '1.0.0' } });
      const load = vi.spyOn(federation, 'load');
      const origin = scriptedFetch([{ manifest: manifestFor('mf_discover') }]);
      const loader = createRemoteLoader({ registry, preview: null, federation, adapters: adaptersFor(fakeFederation({})), fetchImpl: origin.impl, hostContractVersion: '1.0.0' });
      render(
        <RemoteLoaderContext.Provider value={loader}>
          <RemoteSlot remote="mf_discover" expose="./TokenList" props={{ list: 'new' }} label="mf_discover below" whenNear />
        </RemoteLoaderContext.Provider>,
      );
      const region = screen.getByRole('region', { name: 'mf_discover below' });
      // Its place is held, and nothing says it is loading: nothing is, yet.
      expect(within(region).queryByRole('status')).not.toBeInTheDocument();
      expect(region.firstElementChild).toHaveAttribute('data-waiting-for', 'scroll');
      expect(observed).toHaveLength(1);
      expect(observed[0]!.targets).toEqual([region]);
      expect(observed[0]!.options?.rootMargin).toBe(`${NEAR_MARGIN_PX}px 0px`);
      const entry = (isIntersecting: boolean) => [{ isIntersecting, target: region }] as unknown as IntersectionObserverEntry[];
      act(() => observed[0]!.callback(entry(false), {} as IntersectionObserver));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(origin.requests).toHaveLength(0);
      expect(load).not.toHaveBeenCalled();
      act(() => observed[0]!.callback(entry(true), {} as IntersectionObserver));
      expect(within(region).getByRole('status', { name: 'Loading mf_discover' })).toBeInTheDocument();
      expect(await within(region).findByText('token list new')).toBeInTheDocument();
      expect(origin.requests).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the fallback with Retry when the manifest answers 500, and Retry loads it', async () => {
    const origin = renderSlots(['500', { manifest: manifestFor('mf_discover') }], { mf_discover: { default: TokenList, contractVersion: '1.0.0' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('mf_discover could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('token list hot')).toBeInTheDocument();
    expect(origin.requests).toHaveLength(2);
  });

  it('shows the contract refusal with both versions, without a Retry that cannot change it', async () => {
    renderSlots([{ manifest: manifestFor('mf_discover', '2.0.0') }], {});
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/mf_discover was refused.*2\.0\.0.*1\.0\.0/);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("says a module the deployed release does not expose comes with a newer release, without Retry, and loads none of its code", async () => {
    const federation = fakeFederation({ mf_discover: { default: TokenList, contractVersion: '1.0.0' } });
    const load = vi.spyOn(federation, 'load');
    const origin = scriptedFetch([{ manifest: manifestFor('mf_discover', '1.0.2') }]);
    const loader = createRemoteLoader({ registry, preview: null, federation, adapters: adaptersFor(fakeFederation({})), fetchImpl: origin.impl, hostContractVersion: '1.1.0' });
    render(
      <RemoteLoaderContext.Provider value={loader}>
        <RemoteSlot remote="mf_discover" expose="./TokenHeader" props={{ chain: 'solana', address: 'x' }} label="mf_discover header" />
      </RemoteLoaderContext.Provider>,
    );
    const alert = await within(screen.getByRole('region', { name: 'mf_discover header' })).findByRole('alert');
    expect(alert).toHaveTextContent('mf_discover 1.0.2 does not have TokenHeader yet: it comes with a newer release of mf_discover.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a render crash inside its slot', async () => {
    renderSlots([{ manifest: manifestFor('mf_discover') }], { mf_discover: { default: Crashing, contractVersion: '1.0.0' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('mf_discover stopped working: kaboom');
  });
});

describe('slot sizes', () => {
  it('marks a token list slot to hold a definite height where lists stack, and leaves other slots to grow', () => {
    const loader = createRemoteLoader({ registry, preview: null, federation: fakeFederation({}), adapters: adaptersFor(fakeFederation({})), fetchImpl: scriptedFetch(['hang']).impl, hostContractVersion: '1.0.0' });
    render(
      <RemoteLoaderContext.Provider value={loader}>
        <RemoteSlot remote="mf_discover" expose="./TokenList" props={{ list: 'new' }} label="mf_discover new" />
        <RemoteSlot remote="mf_chart" expose="./TokenChart" props={{ chain: 'solana', address: 'x' }} />
      </RemoteLoaderContext.Provider>,
    );
    expect(screen.getByRole('region', { name: 'mf_discover new' })).toHaveAttribute('data-reserve', 'list');
    expect(screen.getByRole('region', { name: 'mf_chart' })).not.toHaveAttribute('data-reserve');
  });
});
