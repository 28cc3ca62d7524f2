import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@nova/shared-ui';
import { safeRedirectPath } from '../features/session/redirect';
import { useHost, useLocalePrefix } from '../app/HostContext';
import { withPrefix } from '../routing/paths';
import { useLatch } from './useLatch';

export const REDIRECT_PARAM = 'redirect_url';

// The safety tip (an overlay) is in the shell's dialogs chunk, loaded the first time the risk code is
// met (the flag is state, so nothing raised before the load is missed); it stays mounted after.
const SafetyTipModal = lazy(() => import(/* webpackChunkName: "shell-dialogs" */ '../features/session/SafetyTipModal').then((m) => ({ default: m.SafetyTipModal })));

/**
 * Session rules that show in the shell: the safety tip on the risk code 407001, and redirect_url
 * followed after sign-in, only to an in-app path of our own origin (spec 2).
 */
export function SessionEffects() {
  const { riskNotice } = useHost().platform;
  const risk = useSyncExternalStore(riskNotice.subscribe, riskNotice.get, riskNotice.get);
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const { prefix } = useLocalePrefix();
  const navigate = useNavigate();
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  const riskMet = useLatch(risk);
  useEffect(() => {
    if (!user || target === null) return;
    const path = safeRedirectPath(target, window.location.origin);
    if (path) {
      navigate(withPrefix(path, prefix), { replace: true });
      return;
    }
    const params = new URLSearchParams(search);
    params.delete(REDIRECT_PARAM);
    const rest = params.toString();
    navigate(withPrefix(`${pathname}${rest ? `?${rest}` : ''}`, prefix), { replace: true });
  }, [user, target, navigate, prefix, pathname, search]);
  return riskMet ? (
    <Suspense fallback={null}>
      <SafetyTipModal open={risk} onClose={() => riskNotice.set(false)} />
    </Suspense>
  ) : null;
}
