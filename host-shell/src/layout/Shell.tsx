import { Suspense, lazy, useMemo, useState, useSyncExternalStore } from 'react';
import type { ComponentProps } from 'react';
import styled from '@emotion/styled';
import { Outlet, useLocation } from 'react-router-dom';
import type { AuthLayer as AuthLayerType } from '../features/auth/AuthLayer';
import { useHost } from '../app/HostContext';
import { INVITE_PARAM, storedReferral } from '../routing/params';
import { Header } from './Header';
import { StatusBar } from './StatusBar';
import { PreviewBanner } from './PreviewBanner';
import { Toaster } from './Toaster';
import { MobileTabBar } from './MobileNav';
import { PerpsGuide } from './PerpsGuide';
import { SessionEffects } from './SessionEffects';

type AuthProps = Omit<ComponentProps<typeof AuthLayerType>, 'wallets'>;

/** The trading shell around every trading page. */
export function Shell() {
  const { platform } = useHost();
  const { search } = useLocation();
  const invitationCode = new URLSearchParams(search).get(INVITE_PARAM) ?? storedReferral(sessionStorage)?.ref;
  const { services } = platform;
  // The sign-in layer and the wallet libraries load when sign-in is first asked for (or at start
  // for a wallet session), never on a visitor's first paint; once loaded they stay mounted.
  const login = useSyncExternalStore(platform.login.subscribe, platform.login.get);
  const [authWanted, setAuthWanted] = useState(() => platform.session.get().kind === 'wallet');
  if (!authWanted && (login.drawer || login.modal !== null)) setAuthWanted(true);
  const Auth = useMemo(
    () =>
      lazy(async () => {
        const [wallets, { AuthLayer }] = await Promise.all([platform.loadWallets(), import('../features/auth/AuthLayer')]);
        return { default: (props: AuthProps) => <AuthLayer wallets={wallets} {...props} /> };
      }),
    [platform],
  );
  return (
    <Frame>
      <PreviewBanner />
      <Header />
      <main>
        <Outlet />
      </main>
      <StatusBar />
      <MobileTabBar />
      <Toaster />
      <PerpsGuide />
      <SessionEffects />
      {authWanted && (
      <Suspense fallback={null}>
        <Auth
          controller={platform.login}
          api={services.api}
          keepSession={(result) => platform.session.set(result)}
          toast={services.toast}
          bus={services.bus}
          navigate={(path) => services.navigate(path)}
          {...(invitationCode ? { invitationCode } : {})}
        />
      </Suspense>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main { flex: 1; min-width: 0; }
`;
