import { useState } from 'react';
import styled from '@emotion/styled';
import { CHAINS, PRODUCT_NAME, ownAddress } from '@nova/shared-contracts';
import type { SessionUser } from '@nova/shared-contracts';
import { Button, dataOf, Dialog, formatCoinAmount, formatNumber, shortenAddress, Tabs, TokenIcon, useApi, usePlatform, vars } from '@nova/shared-ui';
import { useLocalePrefix, useT } from '../../app/HostContext';
import { drawerEn } from '../../services/i18n/parts/drawer';
import { LocaleLink } from '../../app/LocaleLink';
import { ownWalletHref } from '../wallet/ownAddress';
import { WALLET_KINDS } from '../wallet/kinds';
import { LanguageMenu } from '../../layout/LanguageMenu';
import type { AccountDialog } from '../../layout/AccountDialogs';
import { ROUTES } from '@nova/shared-contracts';
import { drawerBalances, drawerHoldings, initialDrawerTab, nextBalanceView, perpCards, walletKindOf } from './model/drawer';
import type { BalanceView, WalletKindTitle } from './model/drawer';

/** Width of the profile drawer (spec 2 §9). */
export const PROFILE_DRAWER_WIDTH = 360;

export interface ProfileDrawerProps {
  user: SessionUser;
  /** The page type (first path segment) the drawer opened on: `perps` chooses the Perp tab. */
  page: string;
  closing: boolean;
  onClose: () => void;
  /** Opens an account dialog (deposit, withdraw, recovery, perp convert or withdraw); the drawer closes. */
  openDialog: (dialog: AccountDialog) => void;
  onLogout: () => void;
}

const KIND_LABEL: Record<Exclude<WalletKindTitle, 'custodial'>, string> = {
  nova: WALLET_KINDS.nova.label,
  metamask: WALLET_KINDS.metamask.label,
  phantom: WALLET_KINDS.phantom.label,
  walletconnect: WALLET_KINDS.walletconnect.label,
  gatescan: `${PRODUCT_NAME} scan`,
};

/**
 * The profile drawer (spec 2 §2): right side, 360 wide, titled with the wallet kind; the total
 * balance card cycling all / spot / perpetual; Token and Perp tabs; the account actions.
 */
export function ProfileDrawer({ user, page, closing, onClose, openDialog, onLogout }: ProfileDrawerProps) {
  const t = useT(drawerEn);
  const kind = walletKindOf(user);
  const [tab, setTab] = useState(() => initialDrawerTab(page));
  const [view, setView] = useState<BalanceView>('all');
  const assets = useApi('balanceList', {});
  const perp = useApi('perpFundStats', {});
  const holdings = drawerHoldings(kind, dataOf(assets)?.list ?? []);
  const stats = dataOf(perp) ?? [];
  const balances = drawerBalances(holdings, stats);
  const loaded = dataOf(assets) !== undefined && dataOf(perp) !== undefined;
  const own = ownAddress(user);
  const wallet = own && ownWalletHref(own);
  const title = kind === 'custodial' ? t('shell.drawer.custodial') : KIND_LABEL[kind];
  const { locale } = useLocalePrefix();
  const usd = (value: string | number) => `$${formatNumber(value, { locale, decimals: 2 })}`;
  const viewLabel = (v: BalanceView) => t(`shell.drawer.balance.${v}`);

  return (
    <Dialog open onClose={onClose} closing={closing} title={title} variant="drawer" width={PROFILE_DRAWER_WIDTH} closeLabel={t('shell.close')}>
      <Body>
        <Identity user={user} custodial={kind === 'custodial'} />
        <BalanceCard
          type="button"
          aria-label={`${viewLabel(view)}: ${loaded ? usd(balances[view]) : '…'}. ${t('shell.drawer.balance.switch', { view: viewLabel(nextBalanceView(view)) })}`}
          onClick={() => setView(nextBalanceView(view))}
        >
          <span className="label">
            {viewLabel(view)}
            <span className="dots" aria-hidden="true">
              {(['all', 'spot', 'perp'] as const).map((v) => (
                <i key={v} data-on={v === view || undefined} />
              ))}
            </span>
          </span>
          <strong className="value" aria-hidden="true">
            {loaded ? usd(balances[view]) : '—'}
          </strong>
        </BalanceCard>
        <Tabs
          label={t('shell.drawer.tabs')}
          value={tab}
          onChange={setTab}
          items={[
            { value: 'token', label: t('shell.drawer.tab.token') },
            { value: 'perp', label: t('shell.drawer.tab.perp') },
          ]}
        />
        {tab === 'token' ? (
          <section aria-label={t('shell.drawer.tab.token')}>
            {kind === 'custodial' && (
              <Actions>
                <Button variant="primary" onClick={() => openDialog('deposit')}>
                  {t('shell.account.deposit')}
                </Button>
                <Button onClick={() => openDialog('withdraw')}>{t('shell.drawer.withdraw')}</Button>
              </Actions>
            )}
            {assets.status === 'error' ? (
              <Note role="alert">
                {t('shell.drawer.error')}{' '}
                <button type="button" onClick={assets.reload}>
                  {t('shell.drawer.retry')}
                </button>
              </Note>
            ) : !dataOf(assets) ? (
              <Note role="status" aria-label={t('shell.drawer.loading')}>
                {t('shell.drawer.loading')}
              </Note>
            ) : holdings.length === 0 ? (
              <Note>{kind === 'custodial' ? t('shell.drawer.emptyCustodial') : t('shell.drawer.empty')}</Note>
            ) : (
              <Holdings aria-label={t('shell.drawer.holdings')}>
                {holdings.map((asset) => (
                  <li key={`${asset.chain}:${asset.token}`}>
                    <TokenIcon src={asset.icon ?? ''} symbol={asset.token_symbol} size={28} chain={asset.chain} chainName={CHAINS[asset.chain].name} />
                    <span className="name">
                      <strong>{asset.token_symbol}</strong>
                      <small>{CHAINS[asset.chain].name}</small>
                    </span>
                    <span className="figures">
                      <strong>{usd(asset.token_value)}</strong>
                      <small>{formatCoinAmount(asset.balance, asset.token_symbol, { locale })}</small>
                    </span>
                  </li>
                ))}
              </Holdings>
            )}
          </section>
        ) : (
          <section aria-label={t('shell.drawer.tab.perp')}>
            <Note>{t('shell.drawer.perpHint')}</Note>
            <PerpCards aria-label={t('shell.drawer.perpCards')}>
              {perpCards(stats).map((card) => (
                <li key={card.chainType} aria-label={t('shell.drawer.perpCard', { chain: card.chainType })}>
                  <div className="head">
                    <span className="chip">{card.chainType}</span>
                    <strong>{dataOf(perp) ? usd(card.total) : '—'}</strong>
                  </div>
                  <small>{t('shell.drawer.available', { amount: usd(card.available) })}</small>
                  <div className="buttons">
                    <Button size="sm" variant="primary" onClick={() => openDialog({ perp: 'convert', chain: card.chain })}>
                      {t('shell.drawer.convert')}
                    </Button>
                    <Button size="sm" disabled={!card.canWithdraw} onClick={() => openDialog({ perp: 'withdraw', chain: card.chain })}>
                      {t('shell.drawer.withdraw')}
                    </Button>
                  </div>
                </li>
              ))}
            </PerpCards>
          </section>
        )}
        <Menu aria-label={t('shell.account.label')}>
          {wallet &&
            (wallet.external ? (
              <a href={wallet.href} target="_blank" rel="noopener noreferrer">
                {t('shell.account.wallet')} ↗
              </a>
            ) : (
              <LocaleLink to={wallet.href}>{t('shell.account.wallet')}</LocaleLink>
            ))}
          {kind === 'custodial' && (
            <button type="button" onClick={() => openDialog('recovery')}>
              {t('shell.account.export')}
            </button>
          )}
          <LocaleLink to={ROUTES.referral()}>{t('shell.nav.referral')}</LocaleLink>
          <LocaleLink to={ROUTES.bindCode()}>{t('shell.nav.bindCode')}</LocaleLink>
          <LanguageMenu label={t('shell.language')} className="language" />
          <button type="button" className="logout" onClick={onLogout}>
            {t('shell.logout')}
          </button>
        </Menu>
      </Body>
    </Dialog>
  );
}

/** Custodial users see their e-mail (or sign-in method); wallet users their own address with Copy. */
function Identity({ user, custodial }: { user: SessionUser; custodial: boolean }) {
  const t = useT();
  const { toast } = usePlatform();
  const own = ownAddress(user);
  if (custodial || !own) return <Who>{user.email ?? t(`shell.drawer.method.${user.authMethod}`)}</Who>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(own.address);
      toast.show({ kind: 'success', message: t('shell.drawer.copied'), durationMs: 2000 });
    } catch {
      toast.show({ kind: 'error', message: t('shell.drawer.copyFailed') });
    }
  };
  return (
    <Who>
      <span className="label" id="profile-drawer-address">
        {t('shell.drawer.address')}
      </span>
      <span className="address">
        <output aria-labelledby="profile-drawer-address" title={own.address}>
          {shortenAddress(own.address)}
        </output>
        <button type="button" onClick={() => void copy()}>
          {t('shell.drawer.copy')}
        </button>
      </span>
    </Who>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  section { display: flex; flex-direction: column; gap: ${vars.size.space3}; }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
  overflow-wrap: anywhere;
  .label { font-size: ${vars.size.fontXs}; }
  .address { display: flex; align-items: center; justify-content: space-between; gap: ${vars.size.space3}; }
  output { font-family: ${vars.font.mono}; color: ${vars.color.text}; }
  button { border: 0; background: transparent; color: ${vars.color.accent}; font: inherit; cursor: pointer; padding: 0; }
`;

const BalanceCard = styled.button`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: ${vars.size.space4};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.bg});
  color: ${vars.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { border-color: ${vars.color.borderStrong}; }
  .label { display: flex; justify-content: space-between; align-items: center; color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
  .dots { display: inline-flex; gap: 4px; }
  .dots i { width: 6px; height: 6px; border-radius: 50%; background: ${vars.color.border}; }
  .dots i[data-on] { background: ${vars.color.accent}; }
  .value { font-size: 24px; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.size.space3};
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
  line-height: 1.5;
  button { border: 0; background: transparent; color: ${vars.color.accent}; font: inherit; cursor: pointer; padding: 0; }
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
  .figures { text-align: right; font-variant-numeric: tabular-nums; }
  small { color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
`;

const PerpCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  li { display: flex; flex-direction: column; gap: ${vars.size.space2}; padding: ${vars.size.space4}; border: 1px solid ${vars.color.border}; border-radius: ${vars.size.radiusMd}; background: ${vars.color.surfaceRaised}; }
  .head { display: flex; justify-content: space-between; align-items: center; }
  .head strong { font-size: ${vars.size.fontLg}; font-variant-numeric: tabular-nums; }
  .chip { padding: 1px 8px; border-radius: 999px; background: rgba(61, 139, 253, 0.14); color: ${vars.color.accent}; font-size: ${vars.size.fontXs}; font-weight: 700; }
  small { color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
  .buttons { display: grid; grid-template-columns: 1fr 1fr; gap: ${vars.size.space2}; }
`;

const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${vars.color.border};
  padding-top: ${vars.size.space3};
  a, button { display: block; padding: ${vars.size.space3} ${vars.size.space2}; border: 0; border-radius: ${vars.size.radiusSm}; background: transparent; color: ${vars.color.text}; font: inherit; font-size: ${vars.size.fontSm}; text-align: left; text-decoration: none; cursor: pointer; }
  a:hover, button:hover { background: ${vars.color.surfaceHover}; }
  .language { margin: ${vars.size.space2} ${vars.size.space2}; height: 30px; background: ${vars.color.bg}; color: ${vars.color.text}; border: 1px solid ${vars.color.border}; border-radius: ${vars.size.radiusSm}; }
  .logout { color: ${vars.color.down}; }
`;
