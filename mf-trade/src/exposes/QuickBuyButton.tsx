import styled from '@emotion/styled';
import { useState } from 'react';
import { CHAINS } from '@nova/shared-contracts';
import type { ExposedProps } from '@nova/shared-contracts';
import { exposeModule, useCanQuickTrade, usePlatform, vars } from '@nova/shared-ui';
import { useTradeMessages } from '../i18n/messages';
import { runQuickTrade } from '../features/quick-trade';
import { useRiskConfirm } from '../features/risk-confirm';
import { isRepeatClick, useOrderExecutor } from '../features/order-execution';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type QuickBuyButtonProps = ExposedProps<'mf_trade', './QuickBuyButton'>;

let requests = 0;

/**
 * mf_trade './QuickBuyButton': the status bar's quick buy of the page's token (spec 3 §2): buys
 * `amount` of the native coin through the one executor (a visitor gets the login drawer), disabled
 * while that order is in flight. Not offered where it cannot trade (`canQuickTrade`: a display-only
 * chain, or one the signed-in wallet cannot sign on).
 */
function QuickBuyButton({ chain, address, amount }: QuickBuyButtonProps) {
  const platform = usePlatform();
  const { t } = useTradeMessages();
  const { confirm, dialog } = useRiskConfirm(t);
  const { state } = useOrderExecutor(`quick:${chain}:${address}`);
  const [starting, setStarting] = useState(false);
  const busy = starting || state.status === 'loading' || state.status === 'pending';
  const symbol = CHAINS[chain].nativeSymbol;
  const canTrade = useCanQuickTrade();
  const buy = async () => {
    setStarting(true);
    try {
      await runQuickTrade(platform, { id: `status-bar-${Date.now()}-${++requests}`, chain, address, side: 'buy', amount, source: 'status-bar', at: Date.now() }, confirm);
    } finally {
      setStarting(false);
    }
  };
  if (!canTrade(chain)) return null;
  return (
    <>
      {dialog}
      <Quick type="button" disabled={busy} aria-busy={busy} onClick={(event) => !isRepeatClick(event) && void buy()}>
      {t('trade.quick.buy', { amount, symbol })}
      </Quick>
    </>
  );
}

const Quick = styled.button`
  height: 22px;
  padding: 0 8px;
  border: 1px solid ${vars.color.up};
  border-radius: ${vars.size.radiusSm};
  background: transparent;
  color: ${vars.color.up};
  font: inherit;
  font-size: ${vars.size.fontXs};
  cursor: pointer;
  &:disabled { opacity: 0.5; cursor: default; }
`;

export default exposeModule(QuickBuyButton);
