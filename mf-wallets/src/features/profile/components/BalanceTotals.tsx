import styled from '@emotion/styled';
import type { Asset, PerpFundStat } from '@nova/shared-contracts';
import { formatUsd, vars } from '@nova/shared-ui';
import { useProfileMessages } from '../i18n/messages';
import { tone } from '../model/profit';
import { sumAmounts } from '../model/totals';

// The own wallet's balance totals, in a chunk of their own with decimal.js (OwnHeader loads it).

/** The Wallet tab: the total of the Solana holdings in USD. */
export function WalletTotal({ assets }: { assets: readonly Asset[] }) {
  const { t, locale } = useProfileMessages();
  return (
    <Figures>
      <span className="label">{t('walletProfile.balance.total')}</span>
      <output className="big">{formatUsd(sumAmounts(assets.map((a) => a.token_value)), { locale })}</output>
    </Figures>
  );
}

/** The Perp tab: the total of the perp accounts, each account's available balance, and their unrealised PnL. */
export function PerpTotals({ accounts }: { accounts: readonly PerpFundStat[] }) {
  const { t, locale } = useProfileMessages();
  const unrealised = sumAmounts(accounts.map((a) => a.unrealised_pnl));
  return (
    <Figures>
      <span className="label">{t('walletProfile.balance.perpTotal')}</span>
      <output className="big">{formatUsd(sumAmounts(accounts.map((a) => a.total)), { locale })}</output>
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
}

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
