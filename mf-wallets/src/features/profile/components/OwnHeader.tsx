import styled from '@emotion/styled';
import { useState } from 'react';
import type { ChainKey } from '@nova/shared-contracts';
import { Button, LoadableView, Tabs, formatUsd, toLoadable, vars } from '@nova/shared-ui';
import { usePerpSummary, useSolanaAssets } from '../api/queries';
import { sumDecimal, tone } from '../model/profit';
import { balanceTabOf } from '../model/profile';
import { useProfileMessages } from '../i18n/messages';
import { AddressLine, Avatar, Head } from './Identity';
import { ShareIcon } from './listParts';

export interface OwnHeaderProps {
  chain: ChainKey;
  address: string;
  onShare: () => void;
}

/** Own wallet: "My wallet", the address, Share, and the total balance in USD with the Wallet and Perp tabs. */
export function OwnHeader({ chain, address, onShare }: OwnHeaderProps) {
  const { t } = useProfileMessages();
  const [tab, setTab] = useState(() => balanceTabOf(typeof location === 'undefined' ? '' : location.pathname));
  return (
    <Head>
      <Avatar address={address} />
      <Who>
        <h2>{t('walletProfile.mine')}</h2>
        <AddressLine chain={chain} address={address} />
      </Who>
      <Balance aria-label={t('walletProfile.balance.total')} role="group">
        <Tabs label={t('walletProfile.balance.tabs')} size="sm" value={tab} onChange={setTab} items={[{ value: 'wallet', label: t('walletProfile.balance.wallet') }, { value: 'perp', label: t('walletProfile.balance.perp') }]} />
        {tab === 'wallet' ? <WalletBalance /> : <PerpBalance />}
      </Balance>
      <Button variant="secondary" size="sm" onClick={onShare}>
        <ShareIcon />
        {t('walletProfile.share')}
      </Button>
    </Head>
  );
}

function WalletBalance() {
  const { t, locale } = useProfileMessages();
  const assets = useSolanaAssets(true);
  return (
    <LoadableView value={toLoadable(assets, true)} loadingLabel={t('walletProfile.balance.loading')} errorTitle={t('walletProfile.balance.error')} retryLabel={t('walletProfile.list.retry')} onRetry={() => void assets.refetch()} skeletonRows={1}>
      {({ list }) => (
        <Figures>
          <span className="label">{t('walletProfile.balance.total')}</span>
          <output className="big">{formatUsd(sumDecimal(list.map((a) => a.token_value)), { locale })}</output>
        </Figures>
      )}
    </LoadableView>
  );
}

function PerpBalance() {
  const { t, locale } = useProfileMessages();
  const perp = usePerpSummary(true);
  return (
    <LoadableView value={toLoadable(perp, true)} loadingLabel={t('walletProfile.balance.loading')} errorTitle={t('walletProfile.balance.error')} retryLabel={t('walletProfile.list.retry')} onRetry={() => void perp.refetch()} skeletonRows={1}>
      {(accounts) => {
        const unrealised = sumDecimal(accounts.map((a) => a.unrealised_pnl));
        return (
          <Figures>
            <span className="label">{t('walletProfile.balance.perpTotal')}</span>
            <output className="big">{formatUsd(sumDecimal(accounts.map((a) => a.total)), { locale })}</output>
            <span className="subs">
              {accounts.map((a) => (
                <span key={a.chain_type}>
                  {t('walletProfile.balance.account', { type: a.chain_type })} <b>{formatUsd(a.available, { locale })}</b>
                </span>
              ))}
              <span>
                {t('walletProfile.balance.unrealised')} <b data-tone={tone(unrealised)}>{formatUsd(unrealised, { locale })}</b>
              </span>
            </span>
          </Figures>
        );
      }}
    </LoadableView>
  );
}

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  h2 { margin: 0; font-size: ${vars.size.fontXl}; font-weight: 600; }
`;

const Balance = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
  margin-left: auto;
  min-width: 220px;
`;

const Figures = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  .label { color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; text-transform: uppercase; letter-spacing: 0.04em; }
  .big { font-family: ${vars.font.mono}; font-size: 24px; font-weight: 600; }
  .subs { display: flex; flex-wrap: wrap; gap: ${vars.size.space4}; color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
  b { font-family: ${vars.font.mono}; font-weight: 500; color: ${vars.color.text}; }
  b[data-tone='up'] { color: ${vars.color.up}; }
  b[data-tone='down'] { color: ${vars.color.down}; }
`;
