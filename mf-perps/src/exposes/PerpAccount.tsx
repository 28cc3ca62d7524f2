import { Provider } from 'jotai';
import { usePlatform } from '@nova/shared-contracts';
import type { ExposedProps } from '@nova/shared-contracts';
import { BuildMark, Button, EmptyState, LoadableView, Panel } from '@nova/shared-ui';
import { usePerpsMessages } from '../i18n/messages';
import { usePerpAccount } from '../features/account/api/usePerpAccount';
import { FundStatsTable } from '../features/account/components/FundStatsTable';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type PerpAccountProps = ExposedProps<'mf_perps', './PerpAccount'>;

/** mf_perps './PerpAccount': the perpetual account summary, or a connect prompt when signed out. */
export default function PerpAccount(props: PerpAccountProps) {
  return (
    <Provider>
      <PerpAccountView {...props} />
    </Provider>
  );
}

function PerpAccountView(_props: PerpAccountProps) {
  const platform = usePlatform();
  const { t, locale } = usePerpsMessages();
  const { signedIn, stats } = usePerpAccount();
  return (
    <Panel
      title={t('perps.title')}
      meta={<BuildMark mark={__NOVA_BUILD_MARK__} />}
    >
      {signedIn ? (
        <LoadableView value={stats} loadingLabel={t('perps.loading')} errorTitle={t('perps.error')} retryLabel={t('perps.retry')} onRetry={stats.reload} skeletonRows={3}>
          {(rows) => <FundStatsTable stats={rows} t={t} locale={locale} />}
        </LoadableView>
      ) : (
        <EmptyState
          title={t('perps.connectHint')}
          action={
            <Button variant="primary" onClick={() => void platform.session.requestLogin()}>
              {t('perps.connect')}
            </Button>
          }
        />
      )}
    </Panel>
  );
}
