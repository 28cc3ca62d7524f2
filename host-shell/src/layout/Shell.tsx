import { Suspense, lazy, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ComponentProps } from 'react';
import styled from '@emotion/styled';
import { Outlet, useLocation } from 'react-router-dom';
import { LAYOUT } from '@nova/shared-contracts';
import { usePref, useSession, useViewportNarrowerThan, whenIdle } from '@nova/shared-ui';
import type { AuthLayer as AuthLayerType } from '../features/auth/AuthLayer';
import { useHost } from '../app/HostContext';
import { INVITE_PARAM, storedReferral } from '../routing/params';
import { Header } from './Header';
import { StatusBar } from './StatusBar';
import { Toaster } from './Toaster';
import { MOBILE_TAB_BAR_HEIGHT, MobileTabBar } from './MobileNav';
import { PerpsGuide } from './PerpsGuide';
import { SessionEffects } from './SessionEffects';
import { TRACKERS_USED_PREF } from './StatusTools';
import { AccountDialogs } from './AccountDialogs';
import { PageTokenProvider } from './pageToken';
import { SideZones } from './SideZones';
import { SearchHost } from './SearchHost';
import { useLatch } from './useLatch';
import { WalletProfileHost } from './WalletProfileHost';
import { PnlShareHost, TokenShareHost } from './ShareHosts';
import { OverlaySlot } from '../remotes/RemoteSlot';
import { INVITE_MARKER_KEY, inviteStep } from '../features/session/invite';
import { pageType } from '../routing/paths';
import { PreviewBanner } from '../preview/lazyPreview';

type AuthProps = Omit<ComponentProps<typeof AuthLayerType>, 'wallets'>;

/** The trading shell around every trading page. */
export function Shell() {
  const { platform, preview } = useHost();
  const { search, pathname } = useLocation();
  const page = pageType(pathname);
  // The floating trackers load once the first paint is done, not in its way, and only for those
  // who can have a window open: signed-in users (alerts, saved windows) and anyone who has used a
  // tracker toggle (the toggle is replayed to them once loaded).
  const idle = useIdle();
  const { user } = useSession();
  const trackersWanted = usePref(TRACKERS_USED_PREF, false) || user !== null;
  const invitationCode = new URLSearchParams(search).get(INVITE_PARAM) ?? storedReferral(sessionStorage)?.ref;
  const { services } = platform;
  // A phone has the tab bar instead of the status bar: the bar is not rendered there at all (its
  // prices' subscriptions and the quick-buy box are work nobody would see).
  const phone = useViewportNarrowerThan(LAYOUT.mobileBreakpoint);
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
      <AccountDialogs>
        <PageTokenProvider>
          {(preview.active || preview.refused) && <PreviewBanner />}
          <Header />
          <SideZones pageType={page}>
            <Outlet />
          </SideZones>
          {!phone && <StatusBar />}
          <MobileTabBar />
          <Toaster />
          <PerpsGuide />
          <SessionEffects />
          <InviteOfferGate />
          <SearchHost />
          <WalletProfileHost />
          <PnlShareHost />
          <TokenShareHost />
          {idle && trackersWanted && <OverlaySlot remote="mf_trackers" expose="./Trackers" props={{ pageType: page }} />}
          {authWanted && (
            <Suspense fallback={null}>
              <Auth
                controller={platform.login}
                api={services.api}
                keepSession={(result) => platform.session.set(result)}
                toast={services.toast}
                bus={services.bus}
                navigate={(path) => services.navigate(path)}
                activeChain={services.activeChain}
                {...(invitationCode ? { invitationCode } : {})}
              />
            </Suspense>
          )}
        </PageTokenProvider>
      </AccountDialogs>
    </Frame>
  );
}

// The invite modal (an overlay: no layout shift) loads when it may be shown; once loaded it stays
// mounted, as it was before.
const InviteOffer = lazy(() => import('../features/session/InviteOffer').then((m) => ({ default: m.InviteOffer })));

/**
 * The invite modal, loaded when the URL carries an invite code the rule acts on (inviteStep). The
 * gate is always mounted, so it is the one that forgets the marker of a signed-out visitor.
 */
function InviteOfferGate() {
  const { search } = useLocation();
  const { user } = useSession();
  useEffect(() => {
    if (!user) localStorage.removeItem(INVITE_MARKER_KEY);
  }, [user]);
  const wanted = useLatch(inviteStep(search, user !== null, localStorage.getItem(INVITE_MARKER_KEY)).kind !== 'none');
  return wanted ? (
    <Suspense fallback={null}>
      <InviteOffer />
    </Suspense>
  ) : null;
}

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

const Frame = styled.div`
  box-sizing: border-box;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  /* Room for the phone's fixed tab bar, so the page's end scrolls out from under it. */
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    padding-bottom: ${MOBILE_TAB_BAR_HEIGHT}px;
  }
`;
