import { BrowserRouter } from 'react-router-dom';
import { PlatformContext, ThemeStyles } from '@nova/shared-ui';
import { HostContext } from './HostContext';
import type { HostContextValue } from './HostContext';
import { AppRoutes } from './AppRoutes';
import { RemoteLoaderContext } from '../remotes/RemoteSlot';
import type { RemoteLoader } from '../remotes/loader';

export interface AppProps {
  host: HostContextValue;
  loader: RemoteLoader;
}

/** The host's one React root: remotes render inside it, so every context below reaches them. */
export function App({ host, loader }: AppProps) {
  return (
    <PlatformContext.Provider value={host.platform.services}>
      <HostContext.Provider value={host}>
        <RemoteLoaderContext.Provider value={loader}>
          <ThemeStyles />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RemoteLoaderContext.Provider>
      </HostContext.Provider>
    </PlatformContext.Provider>
  );
}
