import { Suspense, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { lazyWithPreload } from '@nova/shared-ui';
import { Navigate, Route, Routes, matchPath, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useHost, useT, LocaleContext } from './HostContext';
import { ErrorScreen } from './ErrorScreen';
import { useInAppHref } from './LocaleLink';
import { isContentPath, splitLocale, withPrefix } from '../routing/paths';
import { carryInvite } from '../routing/params';
import { Shell } from '../layout/Shell';
import { REWARDS_HOME } from '../layout/navigation';
import { RemoteLoaderContext } from '../remotes/RemoteSlot';
import { preloadRoute } from '../routing/routeData';

// Route-level code splitting: each page is its own chunk (`route-<name>`, the names the host's
// size budgets use), loaded when its path is first visited (shared-ui's `lazyWithPreload`: once there, a
// later visit renders at once). The shell around them is in the entry.
const MarketsPage = lazyWithPreload(() => import(/* webpackChunkName: "route-markets" */ '../pages/MarketsPage').then((m) => m.MarketsPage));
const TradePage = lazyWithPreload(() => import(/* webpackChunkName: "route-trade" */ '../pages/TradePage').then((m) => m.TradePage));
const WalletPage = lazyWithPreload(() => import(/* webpackChunkName: "route-wallets" */ '../pages/WalletPage').then((m) => m.WalletPage));
const WalletsIndex = lazyWithPreload(() => import(/* webpackChunkName: "route-wallets" */ '../pages/WalletPage').then((m) => m.WalletsIndex));
const PerpsPage = lazyWithPreload(() => import(/* webpackChunkName: "route-perps" */ '../pages/PerpsPage').then((m) => m.PerpsPage));
const TrackersPage = lazyWithPreload(() => import(/* webpackChunkName: "route-trackers" */ '../pages/TrackersPage').then((m) => m.TrackersPage));
const MemegoPage = lazyWithPreload(() => import(/* webpackChunkName: "route-launch" */ '../pages/LaunchPage').then((m) => m.MemegoPage));
const GatefunPage = lazyWithPreload(() => import(/* webpackChunkName: "route-launch" */ '../pages/LaunchPage').then((m) => m.GatefunPage));
const ReferralPage = lazyWithPreload(() => import(/* webpackChunkName: "route-referral" */ '../pages/ReferralPage').then((m) => m.ReferralPage));
const SwapPage = lazyWithPreload(() => import(/* webpackChunkName: "route-swap" */ '../pages/SwapPage').then((m) => m.SwapPage));
const NotFoundPage = lazyWithPreload(() => import(/* webpackChunkName: "route-not-found" */ '../pages/NotFoundPage').then((m) => m.NotFoundPage));
const ContentPage = lazyWithPreload(() => import(/* webpackChunkName: "route-content" */ '../pages/ContentPage').then((m) => m.ContentPage));
const InviteLanding = lazyWithPreload(() => import(/* webpackChunkName: "route-invite" */ '../pages/InviteLanding').then((m) => m.InviteLanding));
const AuthCallbackPage = lazyWithPreload(() => import(/* webpackChunkName: "route-auth-callback" */ '../features/auth/AuthCallbackPage').then((m) => m.AuthCallbackPage));
const ROUTE_PAGES = [MarketsPage, TradePage, WalletPage, WalletsIndex, PerpsPage, TrackersPage, MemegoPage, GatefunPage, ReferralPage, SwapPage, NotFoundPage, ContentPage, InviteLanding, AuthCallbackPage];

/** The page chunk of each route with a page of the shell, by its pattern (the <Route>s below). */
const PAGE_CHUNKS: Array<[string, { preload(): Promise<unknown> }]> = [
  ['/markets', MarketsPage],
  ['/discover', MarketsPage],
  ['/trade/:chain/:address', TradePage],
  ['/wallets', WalletsIndex],
  ['/wallets/:chain/:address', WalletPage],
  ['/perps', PerpsPage],
  ['/trackers', TrackersPage],
  ['/memego', MemegoPage],
  ['/gatefun', GatefunPage],
  ['/swap', SwapPage],
];

/**
 * Starts loading the chunk of the page at `path` (without its locale prefix), as the app starts:
 * the shell's first render then finds it there instead of asking for it when it reaches the route.
 */
export function preloadPage(path: string): void {
  void PAGE_CHUNKS.find(([pattern]) => matchPath(pattern, path))?.[1]
    .preload()
    .catch(() => undefined);
}

/** Loads every page's chunk (tests render routes without a suspended frame after it). */
export function preloadRoutePages(): Promise<unknown> {
  return Promise.all(ROUTE_PAGES.map((page) => page.preload()));
}

/**
 * The routes of spec 3 §2. The locale prefix is split off the location first, so every route is
 * written once and matched without it; links put it back (LocaleLink).
 */
export function AppRoutes() {
  const location = useLocation();
  const { locale, prefix, path } = splitLocale(location.pathname);
  const { platform } = useHost();
  const t = useT();
  const navigate = useNavigate();
  const stripped = useMemo(() => ({ ...location, pathname: path }), [location, path]);
  const localeValue = useMemo(() => ({ locale, prefix }), [locale, prefix]);

  const loader = useContext(RemoteLoaderContext);
  // The page's remotes and first answers start loading with the page's chunk, not after it.
  useEffect(() => preloadRoute(path, loader, platform.services), [loader, path, platform]);
  useEffect(() => platform.i18n.setLocale(locale), [platform, locale]);
  useEffect(() => platform.telemetry.pageView(location.pathname), [platform, location.pathname]);
  useEffect(() => {
    platform.setNavigator((to, options) => navigate(carryInvite(withPrefix(to, prefix), window.location.search), options));
  }, [platform, navigate, prefix]);

  return (
    <LocaleContext.Provider value={localeValue}>
      <ErrorScreen resetKey={location.pathname} title={t('shell.error.title')} retryLabel={t('shell.error.retry')}>
        {isContentPath(path) ? (
          <Page>
            <ContentPage path={path} />
          </Page>
        ) : (
          <Routes location={stripped}>
            <Route path="/" element={<RedirectKeepingQuery to="/markets" />} />
            <Route path="/r/:code" element={<Page><InviteLanding /></Page>} />
            <Route path="/auth-callback" element={<Page><AuthCallbackPage /></Page>} />
            <Route element={<Shell />}>
              <Route path="/markets" element={<Page><MarketsPage /></Page>} />
              <Route path="/discover" element={<Page><MarketsPage /></Page>} />
              <Route path="/trade/:chain/:address" element={<Page><TradePage /></Page>} />
              <Route path="/wallets" element={<Page><WalletsIndex /></Page>} />
              <Route path="/wallets/:chain/:address" element={<Page><WalletPage /></Page>} />
              <Route path="/perps" element={<Page><PerpsPage /></Page>} />
              <Route path="/trackers" element={<Page><TrackersPage /></Page>} />
              <Route path="/memego" element={<Page><MemegoPage /></Page>} />
              <Route path="/gatefun" element={<Page><GatefunPage /></Page>} />
              <Route path="/swap" element={<Page><SwapPage /></Page>} />
              <Route path="/bind-code" element={<Page><ReferralPage view="bind" /></Page>} />
              <Route path="/referral" element={<Page><ReferralPage view="plan" /></Page>} />
              <Route path="/affiliate-plan" element={<Page><ReferralPage view="affiliate" /></Page>} />
              <Route path="/rewards" element={<RedirectKeepingQuery to={REWARDS_HOME} />} />
              <Route path="*" element={<Page><NotFoundPage /></Page>} />
            </Route>
          </Routes>
        )}
      </ErrorScreen>
    </LocaleContext.Provider>
  );
}

/** / -> /markets (and /rewards -> the invite plan), keeping the query string (spec 3 §2). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  const href = useInAppHref(to);
  return <Navigate to={`${href.split('?')[0]}${search}${hash}`} replace />;
}

/**
 * A page while its chunk loads: a placeholder that holds the page's place (at least the first
 * slot's height), so what sits below does not jump as the page arrives.
 */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PagePlaceholder aria-busy="true" />}>{children}</Suspense>;
}

const PagePlaceholder = styled.div`
  min-height: 320px;
`;

export function useRouteParam(name: string): string {
  return useParams()[name] ?? '';
}
