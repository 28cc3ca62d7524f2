import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { MountProps, PlatformServices } from '@nova/shared-contracts';

/**
 * The React context through which a remote's components reach PlatformServices. shared-ui is
 * bundled into each app (it is not a shared singleton), so every remote has its own copy of this
 * context: the host hands the services to each exposed module as its `platform` prop, and
 * `exposeModule` provides them to that module's tree.
 */
export const PlatformContext = createContext<PlatformServices | null>(null);
PlatformContext.displayName = 'PlatformContext';

export function usePlatform(): PlatformServices {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() outside a PlatformProvider: mount this module inside the host or a harness.');
  return platform;
}

export function PlatformProvider({ platform, children }: { platform: PlatformServices; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/**
 * An exposed module's default export: the component, given the host's `platform` prop, rendered
 * inside this bundle's PlatformProvider. Without the prop (a test or harness that already provides
 * the context) it renders as it is.
 */
export function exposeModule<P extends object>(Component: ComponentType<P>): ComponentType<P & Partial<MountProps>> {
  const Inner = Component as ComponentType<Record<string, unknown>>;
  function Exposed({ platform, ...props }: P & Partial<MountProps>) {
    if (!platform) return <Inner {...props} />;
    return (
      <PlatformProvider platform={platform}>
        <Inner {...props} />
      </PlatformProvider>
    );
  }
  Exposed.displayName = `Exposed(${Component.displayName ?? Component.name ?? 'Module'})`;
  return Exposed;
}
