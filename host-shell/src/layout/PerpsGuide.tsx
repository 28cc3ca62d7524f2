import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PREFS, PRODUCT_NAME, readPref, usePlatform, writePref } from '@nova/shared-contracts';
import { Button, Dialog } from '@nova/shared-ui';
import { useT } from '../app/HostContext';

/** Stored once the guide was shown (once per browser, spec 3 §2): the registry's key. */
export const PERPS_GUIDE_PREF = PREFS.perpsGuideSeen.key;
export const PERPS_GUIDE_DELAY_MS = 5000;

/** The perpetuals guide: opens 5 s after entering a perps path, once per browser. */
export function PerpsGuide() {
  const { prefs } = usePlatform();
  const { pathname } = useLocation();
  const onPerps = pathname.includes('/perps');
  const [open, setOpen] = useState(false);
  const t = useT();
  useEffect(() => {
    if (!onPerps || readPref(prefs, PREFS.perpsGuideSeen)) return;
    const timer = setTimeout(() => {
      writePref(prefs, PREFS.perpsGuideSeen, true);
      setOpen(true);
    }, PERPS_GUIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onPerps, prefs]);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('shell.perpsGuide.title')} closeLabel={t('shell.close')}>
      <p>{t('shell.perpsGuide.body', { product: PRODUCT_NAME })}</p>
      <Button variant="primary" onClick={() => setOpen(false)}>
        {t('shell.gotIt')}
      </Button>
    </Dialog>
  );
}
