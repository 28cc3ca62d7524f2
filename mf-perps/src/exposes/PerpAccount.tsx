import styled from '@emotion/styled';
import { Suspense, useEffect, useState } from 'react';
import type { ExposedProps, PerpFundStat } from '@nova/shared-contracts';
import { BuildMark, Button, EmptyState, exposeModule, LoadableView, Panel, Select, usePlatform, vars } from '@nova/shared-ui';
import { usePerpsMessages } from '../i18n/messages';
import { AccountSummary, BrokerStats, ChainCards, visibleChainTypes } from '../features/account';
import type { PerpAction } from '../features/account';
import { ConvertDialog } from '../features/convert';
import { DepositDialog, hasEvmRequest } from '../features/deposit';
import { GuideDialog, takeFirstGuideShow } from '../features/guide';
import { WithdrawDialog } from '../features/withdraw';
import { usePerpAccount } from '../shared/api/usePerpAccount';
import { chainTypeOf } from '../shared/model/chainTypes';
import type { ActivePerpChain, PerpChainType } from '../shared/model/chainTypes';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type PerpAccountProps = ExposedProps<'mf_perps', './PerpAccount'>;

/** The chain types this deployment enables (spec 2 §6). */
const ENABLED_CHAIN_TYPES: readonly PerpChainType[] = ['SOL', 'EVM'];

/** The active chain picker's choices, EVM first (the default). */
const ACTIVE_CHAIN_OPTIONS = [
  { value: 'evm', type: 'EVM' },
  { value: 'solana', type: 'SOL' },
] as const satisfies ReadonlyArray<{ value: ActivePerpChain; type: PerpChainType }>;

/** mf_perps './PerpAccount': the /perps page body — summary, chain cards, deposit, convert, withdraw, guide. */
function PerpAccount(_props: PerpAccountProps) {
  const platform = usePlatform();
  const { t } = usePerpsMessages();
  const account = usePerpAccount();
  const [guideOpen, setGuideOpen] = useState(false);
  useEffect(() => {
    if (account.signedIn && takeFirstGuideShow(platform.prefs)) setGuideOpen(true);
  }, [account.signedIn, platform.prefs]);
  return (
    <Panel
      title={t('perps.title')}
      meta={<BuildMark mark={__NOVA_BUILD_MARK__} />}
      actions={
        <Button size="sm" variant="ghost" onClick={() => setGuideOpen(true)}>
          {t('perps.guide.open')}
        </Button>
      }
    >
      {account.signedIn ? (
        <LoadableView value={account.stats} loadingLabel={t('perps.loading')} errorTitle={t('perps.error')} retryLabel={t('perps.retry')} onRetry={account.stats.reload} skeletonRows={3}>
          {(rows) => <AccountBody rows={rows} account={account} />}
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
      <GuideDialog open={guideOpen} t={t} onClose={() => setGuideOpen(false)} />
    </Panel>
  );
}

function AccountBody({ rows, account }: { rows: readonly PerpFundStat[]; account: ReturnType<typeof usePerpAccount> }) {
  const platform = usePlatform();
  const { t, locale } = usePerpsMessages();
  const [open, setOpen] = useState<{ action: PerpAction; type: PerpChainType } | null>(null);
  // Only the chain types the login can act on: a wallet login's other family would offer buttons that all fail.
  const types = visibleChainTypes(ENABLED_CHAIN_TYPES.filter((type) => account.chainTypes.includes(type)), { sol: rows.some((r) => r.chain_type === 'SOL'), evm: rows.some((r) => r.chain_type === 'EVM') });
  const visible = types.map((type) => rows.find((r) => r.chain_type === type)).filter((r): r is PerpFundStat => r !== undefined);
  const activeType = chainTypeOf(account.active);
  const close = () => setOpen(null);
  const key = open ? `${open.action}-${open.type}` : '';
  return (
    <Body>
      <Hero>
        <AccountSummary row={rows.find((r) => r.chain_type === activeType)} t={t} locale={locale} />
        <ChainPick>
          <Select<ActivePerpChain>
            label={t('perps.activeChain')}
            value={account.active}
            options={ACTIVE_CHAIN_OPTIONS.filter(({ type }) => account.chainTypes.includes(type)).map(({ value, type }) => ({ value, label: t(`perps.account.${type}`) }))}
            onChange={account.setActive}
          />
        </ChainPick>
      </Hero>
      {visible.length === 0 ? <p>{t('perps.noChains')}</p> : <ChainCards rows={visible} canConvert={!account.walletAuth} canDeposit={(type) => !account.walletAuth || (type === 'EVM' ? hasEvmRequest(platform.wallet) && account.ownAddress('eth') !== '' : account.ownAddress('solana') !== '')} t={t} locale={locale} onAction={(action, type) => setOpen({ action, type })} />}
      <BrokerStats t={t} locale={locale} />
      <Suspense fallback={null}>
        {open?.action === 'deposit' && <DepositDialog key={key} open type={open.type} walletAuth={account.walletAuth} t={t} ownAddress={account.ownAddress} onClose={close} />}
        {open?.action === 'convert' && <ConvertDialog key={key} open type={open.type} t={t} ownAddress={account.ownAddress} onClose={close} />}
        {open?.action === 'withdraw' && (
          <WithdrawDialog key={key} open type={open.type} available={String(rows.find((r) => r.chain_type === open.type)?.available ?? '0')} walletAuth={account.walletAuth} t={t} ownAddress={account.ownAddress} onClose={close} />
        )}
      </Suspense>
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space5};
  padding: ${vars.size.space5};
  @media (max-width: 599px) {
    padding: ${vars.size.space4};
  }
`;

/** The active account's figures beside the chain picker; stacked on narrow screens. */
const Hero = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.size.space5};
  padding: ${vars.size.space5};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surfaceRaised};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  dd {
    font-size: ${vars.size.fontXl};
    font-weight: 600;
  }
  @media (max-width: 599px) {
    flex-direction: column;
    align-items: stretch;
    padding: ${vars.size.space4};
    dd {
      font-size: ${vars.size.fontLg};
    }
  }
`;

const ChainPick = styled.div`
  width: 200px;
  flex: none;
  @media (max-width: 599px) {
    width: 100%;
  }
`;

export default exposeModule(PerpAccount);
