import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { usePlatform } from '@nova/shared-contracts';
import { trackersStoreFor } from '../features/tracker-window/model/store';

/** The remote's jotai store for this platform: every exposed module of mf_trackers shares it. */
export function TrackersProvider({ children }: { children: ReactNode }) {
  return <Provider store={trackersStoreFor(usePlatform())}>{children}</Provider>;
}
