import styled from '@emotion/styled';
import { Button, Dialog, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';

export interface RiskConfirmProps {
  side: 'buy' | 'sell';
  symbol: string;
  onConfirm: () => void;
  /** Declining is silent (spec 1 §4). */
  onCancel: () => void;
  t: Translate<TradeMessages>;
}

/** The risk confirm before a wallet buy or sell of a honeypot or a token that is not open source (spec 1 §2, §4). */
export function RiskConfirm({ side, symbol, onConfirm, onCancel, t }: RiskConfirmProps) {
  return (
    <Dialog open onClose={onCancel} title={t('trade.risk.title')} width={400} closeLabel={t('trade.settings.close')}>
      <Body>{t(side === 'buy' ? 'trade.risk.buy' : 'trade.risk.sell', { symbol })}</Body>
      <Footer>
        <Button variant="secondary" autoFocus onClick={onCancel}>
          {t('trade.risk.cancel')}
        </Button>
        <Button variant={side} onClick={onConfirm}>
          {t(side === 'buy' ? 'trade.risk.confirmBuy' : 'trade.risk.confirmSell')}
        </Button>
      </Footer>
    </Dialog>
  );
}

const Body = styled.p`
  margin: 0 0 ${vars.size.space4};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.size.space2};
`;
