import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { trackersStoreFor } from '../features/tracker-window/model/store';
import { usePlatform } from '@nova/shared-ui';

/** The remote's jotai store for this platform: every exposed module of mf_trackers shares it. */
export function TrackersProvider({ children }: { children: ReactNode }) {
  return <Provider store={trackersStoreFor(usePlatform())}>{children}</Provider>;
}
