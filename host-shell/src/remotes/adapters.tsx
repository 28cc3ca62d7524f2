import type { ComponentType } from 'react';
import type { PlatformServices } from '@nova/shared-contracts';
import type { FederationManifest, RemoteContract } from './manifest';
import { moduleLoader } from '@nova/platform-core';
import { RemoteLoadError, pinnedContractsVersion } from './manifest';
import type { RemoteName } from '@nova/shared-contracts';
import type * as Contract5 from './compat/contract5';

type AnyComponent = ComponentType<Record<string, unknown>>;

/** How the host hands its services to a remote, by the contract the remote was built against. */
export interface ContractAdapters {
  /** Before a remote of an earlier major is registered: provide what its build pins in the share scope. */
  prepare(remote: RemoteName, contract: RemoteContract, manifest: FederationManifest): Promise<void>;
  /** The component a slot renders: the module's own, handed the services as its contract says. */
  mount(contract: RemoteContract, component: AnyComponent): AnyComponent;
}

/** Registers a module in the federation share scope under a package name and version (`FederationPort.provideShared`). */
export type ProvideShared = (packageName: string, version: string, module: object) => void;

/**
 * The adapters of this host:
 * - contract 6 (current): the module gets the services as its `platform` prop (`MountProps`) and
 *   provides them to its tree itself (shared-ui's `exposeModule`).
 * - contract 5 (N-1): its build consumes `@nova/shared-contracts` as a strict singleton at the exact
 *   version it was built with and reads the services from that package's `PlatformContext`. The
 *   host loads `compat/contract5.ts` (contract 5's root on the current platform), provides it in the
 *   share scope under that name and version before the remote is registered, and renders the
 *   remote inside its `PlatformContext` with the same services object. Nothing of it loads while
 *   the registry lists no contract 5 remote.
 */
export function createContractAdapters(services: PlatformServices, provideShared: ProvideShared, loadContract5: () => Promise<typeof Contract5> = () => import(/* webpackChunkName: "contract5-adapter" */ './compat/contract5')): ContractAdapters {
  // Loaded once, by the first contract 5 remote's prepare; a failed load is tried again by the next.
  const contract5 = moduleLoader(loadContract5);
  const provided = new Set<string>();
  const wrapped = new WeakMap<AnyComponent, AnyComponent>();

  const withPlatformProp = (Module: AnyComponent): AnyComponent =>
    function Mounted(props) {
      return <Module {...props} platform={services} />;
    };
  const withContract5Context = (Module: AnyComponent, compat: typeof Contract5): AnyComponent =>
    function MountedContract5(props) {
      return (
        <compat.PlatformContext.Provider value={services}>
          <Module {...props} />
        </compat.PlatformContext.Provider>
      );
    };

  return {
    async prepare(remote, contract, manifest) {
      if (!contract.adapter) return;
      if (contract.major !== 5) throw new RemoteLoadError(remote, 'contract', `${remote} was refused: this host holds no adapter for contract ${contract.major}.`);
      const compat = await contract5.load().catch((error: unknown) => {
        throw new RemoteLoadError(remote, 'unavailable', `${remote} could not be loaded: the host's contract 5 adapter did not load (${error instanceof Error ? error.message : String(error)}).`);
      });
      const version = pinnedContractsVersion(manifest) ?? compat.CONTRACT_VERSION;
      if (!provided.has(version)) {
        provideShared('@nova/shared-contracts', version, compat);
        provided.add(version);
      }
    },
    mount(contract, component) {
      let mounted = wrapped.get(component);
      if (!mounted) {
        if (!contract.adapter) mounted = withPlatformProp(component);
        else {
          const compat = contract5.get();
          if (!compat) throw new Error('a contract 5 remote is mounted before its adapter was prepared');
          mounted = withContract5Context(component, compat);
        }
        wrapped.set(component, mounted);
      }
      return mounted;
    },
  };
}
