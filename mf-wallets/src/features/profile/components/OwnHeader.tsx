import styled from '@emotion/styled';
import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { ChainKey } from '@nova/shared-contracts';
import { Button, LazyBoundary, LoadableView, SkeletonGroup, Tabs, lazyModule, lazyWithPreload, toLoadable, vars } from '@nova/shared-ui';
import { usePerpSummary, useSolanaAssets } from '../api/queries';
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
  // A failed fetch is not reported here: the totals' own load imports again and shows the failure.
  useEffect(() => void totals.load().catch(() => undefined), []);
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

// The totals are sums of money, done with decimal.js (about 12.7 kB gzip). Their chunk is fetched
// as the header mounts, beside the balance queries, so it is not part of the profile's first
// render and the figures wait for no extra round trip.
const totals = lazyModule(() => import('./BalanceTotals'));
const WalletTotal = lazyWithPreload(totals, (m) => m.WalletTotal);
const PerpTotals = lazyWithPreload(totals, (m) => m.PerpTotals);

/** Where the totals' chunk loads: the balance skeleton meanwhile, the balance error if it does not arrive. */
function TotalsBoundary({ children }: { children: ReactNode }) {
  const { t } = useProfileMessages();
  return (
    <LazyBoundary fallback={<p role="alert">{t('walletProfile.balance.error')}</p>}>
      <Suspense fallback={<SkeletonGroup label={t('walletProfile.balance.loading')} rows={1} />}>{children}</Suspense>
    </LazyBoundary>
  );
}

function WalletBalance() {
  const { t } = useProfileMessages();
  const assets = useSolanaAssets(true);
  return (
    <LoadableView value={toLoadable(assets, true)} loadingLabel={t('walletProfile.balance.loading')} errorTitle={t('walletProfile.balance.error')} retryLabel={t('walletProfile.list.retry')} onRetry={() => void assets.refetch()} skeletonRows={1}>
      {({ list }) => (
        <TotalsBoundary>
          <WalletTotal assets={list} />
        </TotalsBoundary>
      )}
    </LoadableView>
  );
}

function PerpBalance() {
  const { t } = useProfileMessages();
  const perp = usePerpSummary(true);
  return (
    <LoadableView value={toLoadable(perp, true)} loadingLabel={t('walletProfile.balance.loading')} errorTitle={t('walletProfile.balance.error')} retryLabel={t('walletProfile.list.retry')} onRetry={() => void perp.refetch()} skeletonRows={1}>
      {(accounts) => (
        <TotalsBoundary>
          <PerpTotals accounts={accounts} />
        </TotalsBoundary>
      )}
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
  margin-inline-start: auto;
  min-width: 220px;
`;
