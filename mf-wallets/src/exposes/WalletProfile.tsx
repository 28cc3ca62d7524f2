import styled from '@emotion/styled';
import { Provider, useAtom } from 'jotai';
import { usePlatform } from '@nova/shared-contracts';
import type { ExposedProps } from '@nova/shared-contracts';
import { BuildMark, Button, EmptyState, LoadableView, Panel, StatList, Tabs, formatPercent, formatUsd, shortenAddress, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../i18n/messages';
import { useWalletProfit } from '../features/profile/api/useWalletProfit';
import { ProfitTable } from '../features/profile/components/ProfitTable';
import { periodAtom } from '../features/profile/model/atoms';
import { PERIODS, tone } from '../features/profile/model/profit';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type WalletProfileProps = ExposedProps<'mf_wallets', './WalletProfile'>;

/** mf_wallets './WalletProfile': a wallet's profit summary and token profit rows with totals. */
export default function WalletProfile(props: WalletProfileProps) {
  return (
    <Provider>
      <WalletProfileView {...props} />
    </Provider>
  );
}

function WalletProfileView({ address }: WalletProfileProps) {
  const platform = usePlatform();
  const { t, locale } = useWalletsMessages();
  const [period, setPeriod] = useAtom(periodAtom);
  const { signedIn, profit } = useWalletProfit(address, period);

  return (
    <Panel
      title={t('wallets.title', { address: shortenAddress(address) })}
      meta={<BuildMark mark={__NOVA_BUILD_MARK__} />}
      actions={signedIn && <Tabs label={t('wallets.period')} appearance="pill" size="sm" value={period} onChange={setPeriod} items={PERIODS.map((value) => ({ value, label: value }))} />}
    >
      {!signedIn ? (
        <EmptyState
          title={t('wallets.loginHint')}
          action={
            <Button variant="primary" onClick={() => void platform.session.requestLogin()}>
              {t('wallets.login')}
            </Button>
          }
        />
      ) : (
        <LoadableView value={profit} loadingLabel={t('wallets.loading')} errorTitle={t('wallets.error')} retryLabel={t('wallets.retry')} onRetry={profit.reload} skeletonRows={6}>
          {({ wallet_profit: summary, token_profit: rows }) => (
            <Body>
              <StatList
                label={t('wallets.summary')}
                columns={5}
                items={[
                  { label: t('wallets.balance'), value: formatUsd(summary.total_balance_usd, { locale }) },
                  { label: t('wallets.totalProfit'), value: formatUsd(summary.total_profit_usd, { locale }), tone: tone(summary.total_profit_usd) },
                  { label: t('wallets.unrealised'), value: formatUsd(summary.unrealized_profit, { locale }), tone: tone(summary.unrealized_profit) },
                  { label: t('wallets.winRate'), value: formatPercent(summary.success_rate, { locale }) },
                  { label: t('wallets.trades'), value: `${summary.buy_count} / ${summary.sell_count}` },
                ]}
              />
              <ProfitTable rows={rows} t={t} locale={locale} />
            </Body>
          )}
        </LoadableView>
      )}
    </Panel>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${vars.color.border};
`;
