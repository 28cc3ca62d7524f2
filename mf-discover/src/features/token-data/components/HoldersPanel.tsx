import styled from '@emotion/styled';
import type { ChainKey } from '@nova/shared-contracts';
import { Button, EmptyState, formatPercent, formatUsd, LoadableView, shortenAddress, ThirdPartyText, useApi, useFollow, usePlatform, useSession, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { DataMessages } from '../../../i18n/dataMessages';
import { holderBalanceReducer } from '../model/live';
import { isWalletTagKind } from '../model/tags';

export interface HoldersPanelProps {
  chain: ChainKey;
  address: string;
  locale: string;
  t: Translate<DataMessages>;
}


/** The top 100 holders by share (signed in: the holder list needs a session), kept live by holder_balance. */
export function HoldersPanel({ chain, address, locale, t }: HoldersPanelProps) {
  const platform = usePlatform();
  const { user } = useSession();
  const request = user ? { chain, address, limit: 100 } : null;
  const answer = useApi('holderList', request);
  // holder_balance pushes go into this token's holders entry of the one cache (a switch reads another entry).
  useFollow(request ? () => platform.queries.bindChannel('holderBalance', { chain, address }, platform.queries.endpoint('holderList', request).queryKey, holderBalanceReducer) : null, [platform, chain, address, request !== null]);
  if (!user)
    return (
      <EmptyState
        title={t('discover.data.holdersLogin')}
        action={
          <Button variant="primary" onClick={() => void platform.session.requestLogin()}>
            {t('discover.data.login')}
          </Button>
        }
      />
    );
  return (
    <LoadableView value={answer} loadingLabel={t('discover.data.loading')} errorTitle={t('discover.data.error')} retryLabel={t('discover.retry')} onRetry={answer.reload} skeletonRows={6}>
      {(data) => (
        <Table aria-label={t('discover.data.holders')}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('discover.data.wallet')}</th>
              <th scope="col">{t('discover.data.share')}</th>
              <th scope="col">{t('discover.data.value')}</th>
            </tr>
          </thead>
          <tbody>
            {data.holder_List.map((row, index) => (
              <tr key={row.wallet}>
                <td>{index + 1}</td>
                <td>
                  <a
                    href={`/wallets/${chain}/${row.wallet}`}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      platform.bus.emit('wallet.profile.open', { address: row.wallet, chain });
                    }}
                  >
                    {shortenAddress(row.wallet)}
                  </a>
                  {row.tags.map((tag) =>
                    isWalletTagKind(tag) ? (
                      <span key={tag} className="tag">
                        {t(`discover.data.tag.${tag}`)}
                      </span>
                    ) : (
                      <ThirdPartyText key={tag} className="tag" text={tag} />
                    ),
                  )}
                </td>
                <td>{formatPercent(row.holding_percent, { locale })}</td>
                <td>{row.balance_usd !== undefined ? formatUsd(row.balance_usd, { locale }) : ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </LoadableView>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.size.fontSm};
  font-variant-numeric: tabular-nums;
  th, td { padding: 5px ${vars.size.space4}; text-align: end; border-bottom: 1px solid ${vars.color.border}; white-space: nowrap; }
  th:nth-of-type(2), td:nth-of-type(2) { text-align: start; }
  thead th { color: ${vars.color.textMuted}; font-weight: 400; }
  a { color: ${vars.color.accent}; text-decoration: none; }
  .tag { margin-inline-start: 6px; padding: 0 4px; border-radius: 3px; background: ${vars.color.surfaceRaised}; color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
`;
