import styled from '@emotion/styled';
import type { PerpFundStat } from '@nova/shared-contracts';
import { Button, formatUsd, vars } from '@nova/shared-ui';
import type { PerpsT } from '../../../shared/translate';
import { chainWithdrawEnabled } from '../model/chains';
import type { PerpChainType } from '../../../shared/model/chainTypes';

export type PerpAction = 'deposit' | 'convert' | 'withdraw';

export interface ChainCardsProps {
  rows: readonly PerpFundStat[];
  /** Whether Deposit shows on a chain type's card (custodial logins; EVM wallets that expose their request). */
  canDeposit: (type: PerpChainType) => boolean;
  /**
   * Whether Convert shows: custodial logins only. Convert spends the custodial wallet's USDT; a
   * wallet login's USDT is on its chain, so its Deposit (approve + deposit, signed) moves it.
   */
  canConvert: boolean;
  t: PerpsT;
  locale: string;
  onAction: (action: PerpAction, type: PerpChainType) => void;
}

/** One card per visible chain type (SOL, EVM) with its balance and Deposit / Convert / Withdraw (spec 2 §2). */
export function ChainCards({ rows, canDeposit, canConvert, t, locale, onAction }: ChainCardsProps) {
  return (
    <List aria-label={t('perps.chains')}>
      {rows.map((row) => {
        const name = t(`perps.account.${row.chain_type}`);
        return (
          <li key={row.chain_type}>
            <section aria-label={name}>
              <h3>{name}</h3>
              <p>
                <span>{t('perps.card.balance')}</span> <strong>{formatUsd(row.available, { locale, compact: false })}</strong>
              </p>
              <div className="actions">
                {canDeposit(row.chain_type) && (
                  <Button size="sm" variant="primary" onClick={() => onAction('deposit', row.chain_type)}>
                    {t('perps.deposit')}
                  </Button>
                )}
                {canConvert && (
                  <Button size="sm" onClick={() => onAction('convert', row.chain_type)}>
                    {t('perps.convert')}
                  </Button>
                )}
                <Button size="sm" disabled={!chainWithdrawEnabled(row.available)} onClick={() => onAction('withdraw', row.chain_type)}>
                  {t('perps.withdraw')}
                </Button>
              </div>
            </section>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${vars.size.space4};
  margin: 0;
  padding: 0;
  list-style: none;
  section {
    padding: ${vars.size.space5};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusMd};
  }
  h3 { margin: 0 0 ${vars.size.space3}; font-size: ${vars.size.fontLg}; }
  p { margin: 0 0 ${vars.size.space4}; color: ${vars.color.textMuted}; }
  strong { color: ${vars.color.text}; }
  .actions { display: flex; gap: ${vars.size.space3}; flex-wrap: wrap; }
`;
