import styled from '@emotion/styled';
import { CHAINS } from '@nova/shared-contracts';
import type { Asset } from '@nova/shared-contracts';
import { Button, dataOf, formatCoinAmount, ThirdPartyText, TokenIcon, vars } from '@nova/shared-ui';
import type { ApiLoadable } from '@nova/shared-ui';
import { useDrawerMessages } from '../i18n/messages';
import { drawerUsd } from '../model/drawer';
import type { AccountDialog } from '../model/drawer';
import { Note } from './Note';

export interface TokenTabProps {
  custodial: boolean;
  /** The user's assets as loaded (the error and loading states come from it). */
  assets: ApiLoadable<{ list: Asset[] }>;
  /** The assets the wallet kind lists, largest first. */
  holdings: readonly Asset[];
  openDialog: (dialog: AccountDialog) => void;
}

/** The Token tab: Deposit and Withdraw for custodial users, then the holdings (or why there are none). */
export function TokenTab({ custodial, assets, holdings, openDialog }: TokenTabProps) {
  const { t, locale } = useDrawerMessages();
  return (
    <section aria-label={t('profileDrawer.tab.token')}>
      {custodial && (
        <Actions>
          <Button variant="primary" onClick={() => openDialog('deposit')}>
            {t('profileDrawer.deposit')}
          </Button>
          <Button onClick={() => openDialog('withdraw')}>{t('profileDrawer.withdraw')}</Button>
        </Actions>
      )}
      {assets.status === 'error' ? (
        <Note role="alert">
          {t('profileDrawer.error')}{' '}
          <button type="button" onClick={assets.reload}>
            {t('profileDrawer.retry')}
          </button>
        </Note>
      ) : !dataOf(assets) ? (
        <Note role="status" aria-label={t('profileDrawer.loading')}>
          {t('profileDrawer.loading')}
        </Note>
      ) : holdings.length === 0 ? (
        <Note>{custodial ? t('profileDrawer.emptyCustodial') : t('profileDrawer.empty')}</Note>
      ) : (
        <Holdings aria-label={t('profileDrawer.holdings')}>
          {holdings.map((asset) => (
            <li key={`${asset.chain}:${asset.token}`}>
              <TokenIcon src={asset.icon ?? ''} symbol={asset.token_symbol} size={28} chain={asset.chain} chainName={CHAINS[asset.chain].name} />
              <span className="name">
                <strong><ThirdPartyText text={asset.token_symbol} /></strong>
                <small>{CHAINS[asset.chain].name}</small>
              </span>
              <span className="figures">
                <strong>{drawerUsd(asset.token_value, locale)}</strong>
                <small>{formatCoinAmount(asset.balance, asset.token_symbol, { locale })}</small>
              </span>
            </li>
          ))}
        </Holdings>
      )}
    </section>
  );
}

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.size.space3};
`;

const Holdings = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  li { display: flex; align-items: center; gap: ${vars.size.space3}; padding: ${vars.size.space3} 0; border-bottom: 1px solid ${vars.color.border}; }
  li:last-child { border-bottom: 0; }
  .name, .figures { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
  .name { flex: 1; }
  .figures { text-align: end; font-variant-numeric: tabular-nums; }
  small { color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
`;
