import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PREFS, readPref, writePref } from '@nova/shared-contracts';
import { useLatch } from './useLatch';
import { usePlatform } from '@nova/shared-ui';

/** Stored once the guide was shown (once per browser, spec 3 §2): the registry's key. */
export const PERPS_GUIDE_PREF = PREFS.perpsGuideSeen.key;
export const PERPS_GUIDE_DELAY_MS = 5000;

// The dialog (an overlay) is in the shell's dialogs chunk, loaded on entering a perps path that will
// show it: 5 s before it opens, never for a page that does not.
const PerpsGuideDialog = lazy(() => import(/* webpackChunkName: "shell-dialogs" */ './PerpsGuideDialog').then((m) => ({ default: m.PerpsGuideDialog })));

/** The perpetuals guide: opens 5 s after entering a perps path, once per browser. */
export function PerpsGuide() {
  const { prefs } = usePlatform();
  const { pathname } = useLocation();
  const onPerps = pathname.includes('/perps');
  const [open, setOpen] = useState(false);
  const wanted = useLatch(onPerps && !readPref(prefs, PREFS.perpsGuideSeen));
  useEffect(() => {
    if (!onPerps || readPref(prefs, PREFS.perpsGuideSeen)) return;
    const timer = setTimeout(() => {
      writePref(prefs, PREFS.perpsGuideSeen, true);
      setOpen(true);
    }, PERPS_GUIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onPerps, prefs]);
  return wanted ? (
    <Suspense fallback={null}>
      <PerpsGuideDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
