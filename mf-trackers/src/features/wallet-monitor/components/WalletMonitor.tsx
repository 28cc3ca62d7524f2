import { Button, EmptyState, LoadableView, usePlatform, useSession } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { useGroups } from '../api/monitor';
import { visibleGroups } from '../model/groups';
import { MonitorBody } from './MonitorBody';
import type { MonitorVariant } from './MonitorBody';

export interface WalletMonitorProps {
  /** window: the narrow tracker window (groups in a select, actions in a menu); board: /trackers. */
  variant: MonitorVariant;
}

/**
 * The wallet monitor (spec 2 §7 "Wallet monitor", the tracker's addr-manage tab): the user's wallet
 * groups (create, edit with avatar, clear, delete; the 'system' group never shown) and each
 * group's smart wallets (search, pages, alerts on or off, name, remove, import). Signed out, a
 * sign-in prompt.
 */
export function WalletMonitor({ variant }: WalletMonitorProps) {
  const { t } = useTrackersMessages();
  const { session } = usePlatform();
  const { user } = useSession();
  const groups = useGroups(user !== null);
  if (user === null)
    return (
      <EmptyState
        title={t('trackers.wallet.signIn')}
        description={t('trackers.wallet.signInHint')}
        action={
          <Button variant="primary" size="sm" onClick={() => void session.requestLogin()}>
            {t('trackers.wallet.signIn')}
          </Button>
        }
      />
    );
  return (
    <LoadableView value={groups} loadingLabel={t('trackers.monitor.loading')} errorTitle={t('trackers.monitor.error')} onRetry={groups.reload} retryLabel={t('trackers.retry')}>
      {({ list }) => <MonitorBody variant={variant} groups={visibleGroups(list)} />}
    </LoadableView>
  );
}
