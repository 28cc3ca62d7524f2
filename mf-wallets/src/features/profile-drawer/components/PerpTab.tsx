import styled from '@emotion/styled';
import { Button, vars } from '@nova/shared-ui';
import { useDrawerMessages } from '../i18n/messages';
import { drawerUsd } from '../model/drawer';
import type { AccountDialog, PerpCard } from '../model/drawer';
import { Note } from './Note';

/**
 * The Perp tab: one card per perpetual account the login can act on, with Convert (a custodial
 * login moves its spot USDT) or Deposit (a wallet login sends USDT from its wallet: the host's
 * perps dialog is the on-chain deposit for them) and Withdraw (`loaded` false: the figures are loading).
 */
export function PerpTab({ cards, loaded, custodial, openDialog }: { cards: readonly PerpCard[]; loaded: boolean; custodial: boolean; openDialog: (dialog: AccountDialog) => void }) {
  const { t, locale } = useDrawerMessages();
  return (
    <section aria-label={t('profileDrawer.tab.perp')}>
      <Note>{t('profileDrawer.perpHint')}</Note>
      <Cards aria-label={t('profileDrawer.perpCards')}>
        {cards.map((card) => (
          <li key={card.chainType} aria-label={t('profileDrawer.perpCard', { chain: card.chainType })}>
            <div className="head">
              <span className="chip">{card.chainType}</span>
              <strong>{loaded ? drawerUsd(card.total, locale) : '—'}</strong>
            </div>
            <small>{t('profileDrawer.available', { amount: drawerUsd(card.available, locale) })}</small>
            <div className="buttons">
              <Button size="sm" variant="primary" onClick={() => openDialog({ perp: 'convert', chain: card.chain })}>
                {t(custodial ? 'profileDrawer.convert' : 'profileDrawer.deposit')}
              </Button>
              <Button size="sm" disabled={!card.canWithdraw} onClick={() => openDialog({ perp: 'withdraw', chain: card.chain })}>
                {t('profileDrawer.withdraw')}
              </Button>
            </div>
          </li>
        ))}
      </Cards>
    </section>
  );
}

const Cards = styled.ul`
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
