import { CHAINS } from '@nova/shared-contracts';
import { Button, DialogActions, DialogStack, formatNumber } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import type { ConfirmSummary } from '../model/withdrawForm';
import { WarningNote } from '../../../shared/WarningNote';
import { Facts } from './parts';

export interface WithdrawConfirmProps {
  summary: ConfirmSummary;
  onBack: () => void;
  onConfirm: () => void;
}

/** The confirm step (spec 2 §8): network, amount, the network fee the server quoted, what arrives and the address in full. */
export function WithdrawConfirm({ summary, onBack, onConfirm }: WithdrawConfirmProps) {
  const { t, locale } = useWalletsMessages();
  // Exact to the 9 decimals a withdraw carries (spec 2 §9), not rounded by magnitude: this is what is sent.
  const coin = (amount: string, symbol: string) => `${formatNumber(amount, { locale, decimals: 9, minDecimals: 0 })} ${symbol}`;
  const chainName = CHAINS[summary.chain].name;
  return (
    <DialogStack>
      <Facts aria-label={t('wallets.withdraw.review')}>
        <dt>{t('wallets.deposit.network')}</dt>
        <dd>{chainName}</dd>
        <dt>{t('wallets.withdraw.amount')}</dt>
        <dd>{coin(summary.amount, summary.symbol)}</dd>
        <dt>{t('wallets.withdraw.fee')}</dt>
        <dd>{coin(summary.fee, summary.feeSymbol)}</dd>
        <dt>{t('wallets.withdraw.receive')}</dt>
        <dd>{coin(summary.receive, summary.receiveSymbol)}</dd>
        <dt>{t('wallets.withdraw.to')}</dt>
        <dd translate="no" data-address>
          {summary.address}
        </dd>
      </Facts>
      <WarningNote role="note">{t('wallets.withdraw.warning', { chain: chainName })}</WarningNote>
      <DialogActions>
        <Button variant="secondary" size="lg" onClick={onBack}>
          {t('wallets.withdraw.back')}
        </Button>
        <Button variant="primary" size="lg" onClick={onConfirm} data-autofocus>
          {t('wallets.withdraw.confirm')}
        </Button>
      </DialogActions>
    </DialogStack>
  );
}
