import styled from '@emotion/styled';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthLayer } from '../features/auth/AuthLayer';
import { useHost } from '../app/HostContext';
import { INVITE_PARAM, storedReferral } from '../routing/params';
import { Header } from './Header';
import { StatusBar } from './StatusBar';
import { PreviewBanner } from './PreviewBanner';
import { Toaster } from './Toaster';

/** The trading shell around every trading page. */
export function Shell() {
  const { platform } = useHost();
  const { search } = useLocation();
  const invitationCode = new URLSearchParams(search).get(INVITE_PARAM) ?? storedReferral(sessionStorage)?.ref;
  const { services } = platform;
  return (
    <Frame>
      <PreviewBanner />
      <Header />
      <main>
        <Outlet />
      </main>
      <StatusBar />
      <Toaster />
      <AuthLayer
        controller={platform.login}
        api={services.api}
        keepSession={(result) => platform.session.set(result)}
        wallets={platform.wallets}
        toast={services.toast}
        i18n={services.i18n}
        bus={services.bus}
        navigate={(path) => services.navigate(path)}
        {...(invitationCode ? { invitationCode } : {})}
      />
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main { flex: 1; min-width: 0; }
`;
