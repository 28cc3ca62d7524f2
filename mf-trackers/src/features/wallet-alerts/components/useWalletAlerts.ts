import { useEffect, useMemo, useRef } from 'react';
import { PREFS, TOASTS } from '@nova/shared-contracts';
import type { ChannelData } from '@nova/shared-contracts';
import { stripBidiControls, useBusValue, usePlatform, useSession, useSubscription, useTypedPref } from '@nova/shared-ui';
import { tokenPath } from '../../../shared/TokenLink';
import { useTrackersMessages } from '../../../i18n/messages';
import { createAlertBatcher } from '../model/alerts';

type Alert = ChannelData<'followWalletAlert'>;

/** User preference "alert toast" (spec 3 §3, default true): false turns followed-wallet toasts off (the registry's key). */
export const ALERT_TOAST_PREF = PREFS.alertToast.key;

const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Toasts for trades of followed wallets with alerts on (follow_wallet_alert_info on the active
 * chain, signed in): 3 s each, "Open" goes to the token's trade page. The host's toast service
 * keeps at most 3 on screen (1 on mobile).
 */
export function useWalletAlerts(): void {
  const platform = usePlatform();
  const { toast, navigate } = platform;
  const { user } = useSession();
  const { t } = useTrackersMessages();
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);
  const chain = useBusValue('chain.changed')?.chain ?? platform.activeChain();
  const enabled = useTypedPref(PREFS.alertToast);

  const alerts = useMemo(
    () =>
      createAlertBatcher<Alert>((batch) => {
        for (const alert of batch) {
          const say = tRef.current;
          toast.show({
            kind: 'info',
            message: say(alert.side === 'buy' ? 'trackers.alert.bought' : 'trackers.alert.sold', { wallet: stripBidiControls(alert.walletDisplayName), amount: alert.amountText, token: stripBidiControls(alert.tokenName) }),
            durationMs: TOASTS.alertDurationMs,
            action: { label: say('trackers.alert.open'), onClick: () => navigate(tokenPath(alert.chain, alert.tokenAddress)) },
          });
        }
      }, pageVisible()),
    [toast, navigate],
  );
  useEffect(() => {
    const onChange = () => alerts.setVisible(pageVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => {
      document.removeEventListener('visibilitychange', onChange);
      alerts.cancel();
    };
  }, [alerts]);
  useSubscription('followWalletAlert', user !== null && enabled ? { chain } : null, alerts.push);
}
