import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useHost, useT, LocaleContext } from './HostContext';
import { ErrorScreen } from './ErrorScreen';
import { useInAppHref } from './LocaleLink';
import { isContentPath, splitLocale, withPrefix } from '../routing/paths';
import { carryInvite } from '../routing/params';
import { Shell } from '../layout/Shell';
import { MarketsPage } from '../pages/MarketsPage';
import { TradePage } from '../pages/TradePage';
import { WalletPage, WalletsIndex } from '../pages/WalletPage';
import { PerpsPage } from '../pages/PerpsPage';
import { TrackersPage } from '../pages/TrackersPage';
import { GatefunPage, MemegoPage } from '../pages/LaunchPage';
import { ReferralPage } from '../pages/ReferralPage';
import { SwapPage } from '../pages/SwapPage';
import { REWARDS_HOME } from '../layout/navigation';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ContentPage } from '../pages/ContentPage';
import { InviteLanding } from '../pages/InviteLanding';
import { AuthCallbackPage } from '../features/auth/AuthCallbackPage';

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

  useEffect(() => platform.i18n.setLocale(locale), [platform, locale]);
  useEffect(() => {
    platform.setNavigator((to, options) => navigate(carryInvite(withPrefix(to, prefix), window.location.search), options));
  }, [platform, navigate, prefix]);

  return (
    <LocaleContext.Provider value={localeValue}>
      <ErrorScreen resetKey={location.pathname} title={t('shell.error.title')} retryLabel={t('shell.error.retry')}>
        {isContentPath(path) ? (
          <ContentPage path={path} />
        ) : (
          <Routes location={stripped}>
            <Route path="/" element={<RedirectKeepingQuery to="/markets" />} />
            <Route path="/r/:code" element={<InviteLanding />} />
            <Route path="/auth-callback" element={<AuthCallbackPage />} />
            <Route element={<Shell />}>
              <Route path="/markets" element={<MarketsPage />} />
              <Route path="/discover" element={<MarketsPage />} />
              <Route path="/trade/:chain/:address" element={<TradePage />} />
              <Route path="/wallets" element={<WalletsIndex />} />
              <Route path="/wallets/:chain/:address" element={<WalletPage />} />
              <Route path="/perps" element={<PerpsPage />} />
              <Route path="/trackers" element={<TrackersPage />} />
              <Route path="/memego" element={<MemegoPage />} />
              <Route path="/gatefun" element={<GatefunPage />} />
              <Route path="/swap" element={<SwapPage />} />
              <Route path="/bind-code" element={<ReferralPage view="bind" />} />
              <Route path="/referral" element={<ReferralPage view="plan" />} />
              <Route path="/affiliate-plan" element={<ReferralPage view="affiliate" />} />
              <Route path="/rewards" element={<RedirectKeepingQuery to={REWARDS_HOME} />} />
              <Route path="*" element={<NotFoundPage />} />
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

export function useRouteParam(name: string): string {
  return useParams()[name] ?? '';
}
