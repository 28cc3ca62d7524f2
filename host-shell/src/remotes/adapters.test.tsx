import { render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { describe, expect, it } from 'vitest';
import type { PlatformServices } from '@nova/shared-contracts';
import { createContractAdapters } from './adapters';
import * as contract5 from './compat/contract5';
import { manifestFor } from './testing';
import type { FederationManifest } from './manifest';

const services = { contractVersion: '6.0.0' } as unknown as PlatformServices;

function setup() {
  const provided: Array<{ packageName: string; version: string; module: object }> = [];
  let loads = 0;
  const adapters = createContractAdapters(services, (packageName, version, module) => provided.push({ packageName, version, module }), async () => {
    loads += 1;
    return contract5;
  });
  return { adapters, provided, loads: () => loads };
}

describe('contract adapters', () => {
  it('hands a current remote the services as its platform prop', () => {
    const { adapters } = setup();
    const Module = ({ platform, label }: { platform?: PlatformServices; label?: string }) => <p>{`${label} on ${platform?.contractVersion}`}</p>;
    const Mounted = adapters.mount({ major: 6, adapter: false, version: '6.0.0' }, Module as never);
    render(<Mounted label="list" />);
    expect(screen.getByText('list on 6.0.0')).toBeInTheDocument();
    expect(adapters.mount({ major: 6, adapter: false, version: '6.0.0' }, Module as never)).toBe(Mounted);
  });

  it("provides contract 5's root under the version an N-1 build pins, once, and renders it inside that root's PlatformContext", async () => {
    const { adapters, provided, loads } = setup();
    const manifest = manifestFor('mf_discover', '5.0.0') as FederationManifest;
    const contract = { major: 5, adapter: true, version: '5.0.0' };
    await adapters.prepare('mf_discover', contract, manifest);
    await adapters.prepare('mf_chart', contract, manifestFor('mf_chart', '5.0.0') as FederationManifest);
    expect(provided).toEqual([{ packageName: '@nova/shared-contracts', version: '5.0.0', module: contract5 }]);
    expect(loads()).toBe(1);
    function OldModule({ label }: { label: string }) {
      const platform = useContext(contract5.PlatformContext);
      return <p>{`${label} on ${platform?.contractVersion}`}</p>;
    }
    const Mounted = adapters.mount(contract, OldModule as never);
    render(<Mounted label="old list" />);
    expect(screen.getByText('old list on 6.0.0')).toBeInTheDocument();
  });

  it('prepares nothing for a current remote, and refuses a major it holds no adapter for', async () => {
    const { adapters, provided, loads } = setup();
    await adapters.prepare('mf_discover', { major: 6, adapter: false, version: '6.0.0' }, manifestFor('mf_discover', '6.0.0') as FederationManifest);
    expect(provided).toEqual([]);
    expect(loads()).toBe(0);
    await expect(adapters.prepare('mf_discover', { major: 4, adapter: true, version: '4.0.0' }, manifestFor('mf_discover', '4.0.0') as FederationManifest)).rejects.toThrow(/no adapter for contract 4/);
  });
});
