import styled from '@emotion/styled';
import { CHAINS, TOASTS, addressKind } from '@nova/shared-contracts';
import type { ChainKey, Token } from '@nova/shared-contracts';
import { Button, Chip, formatCoinAmount, formatPercent, formatUsd, StatList, usePlatform, usePlatformQuery, usePref, useSession, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import type Decimal from 'decimal.js';
import { useTokenPrice } from '../../../shared/liveToken';
import { ExitPlanAction } from '../../exit-ladder';
import { isRepeatClick, placeMarketTrade, tradeErrorToast, useOrderExecutor } from '../../order-execution';
import { needsRiskConfirm, useRiskConfirm } from '../../risk-confirm';
import { freshPrice } from '../api/freshPrice';
import { breakEvenAmount, breakEvenSell, breakEvenState } from '../model/breakEven';
import { positionPnl } from '../model/pnl';

export interface PositionCardProps {
  chain: ChainKey;
  address: string;
  symbol: string;
  decimals: number;
  /** The token's safety flags: a wallet login confirms selling a risky token (spec 1 §4). */
  security: Token['security_info'];
  t: Translate<TradeMessages>;
  locale: string;
}

/** Prefs key of the quick-sell-only mode (only Close is shown). */
export const QUICK_SELL_ONLY_PREF = 'trade.quickSellOnly';

/**
 * The signed-in user's position in the token (spec 1 §2, §3): balance, average buy price,
 * unrealised / realised / total profit with percent at the token's current price (`positionPnl`:
 * the one price of the page, with the position's average cost); Close (sell 100 %) and Break-even
 * through the one executor, with the wallet for a wallet login (which confirms a risky token first,
 * spec 1 §4). Quick-sell-only mode shows only Close. For tests: the section is
 * `data-testid="position-card"` with the price it computes with in `data-price`, the unrealised
 * value `data-testid="position-unrealised"`.
 */
export function PositionCard({ chain, address, symbol, decimals, security, t, locale }: PositionCardProps) {
  const platform = usePlatform();
  const session = useSession();
  const positions = usePlatformQuery(platform.queries.positions(chain), session.user !== null);
  const quickSellOnly = usePref(QUICK_SELL_ONLY_PREF, false);
  const slot = `position:${chain}:${address}`;
  const { state } = useOrderExecutor(slot);
  const risk = useRiskConfirm(t);
  const busy = state.status === 'loading' || state.status === 'pending';
  const priceUsd = useTokenPrice(chain, address);
  if (!session.user) return null;
  const position = positions.data?.list.find((p) => p.token_address.toLowerCase() === address.toLowerCase() && Number(p.balance) > 0);
  if (!position) return <Empty>{t('trade.position.none', { symbol })}</Empty>;

  const tradingEnabled = CHAINS[chain].tradingEnabled;
  /** The wallet that holds the position: the user's address of the chain's family. */
  const wallet = session.user[addressKind(chain)];
  // Until the token's entry is loaded, the position's own price.
  const price = priceUsd ?? String(position.current_price);
  const pnl = positionPnl(position, price);
  const breakEven = breakEvenAmount(position, price, decimals);
  const breakEvenNow = breakEvenState(position, tradingEnabled, breakEven);
  const sell = async (amount: string, isBreakEven: boolean) => {
    if (session.kind === 'wallet' && needsRiskConfirm(security) && !(await risk.confirm('sell', symbol))) return;
    await placeMarketTrade(platform, slot, { chain, address, side: 'sell', symbol, amount, isBreakEven }).catch((error: unknown) => tradeErrorToast(platform, error));
  };
  // Sized at the click from the price the sell will meet, asked of the API then (not the card's).
  const sellBreakEven = async () => {
    const next = breakEvenSell(position, await freshPrice(platform, chain, address), Date.now(), decimals);
    if (next.ok) return sell(next.amount.toFixed(), true);
    platform.toast.show({ kind: 'error', message: t(`trade.position.breakEven.${next.reason}`, { symbol }), durationMs: TOASTS.tradeDurationMs });
  };
  const usd = (value: Decimal, percent?: number | null) => `${formatUsd(value.toFixed(), { locale, cents: true })}${percent === undefined || percent === null ? '' : ` (${formatPercent(percent, { locale, signed: true })})`}`;
  return (
    <section aria-label={t('trade.position.title')} data-testid="position-card" data-price={price}>
      <StatList
        label={t('trade.position.title')}
        items={[
          { label: t('trade.position.balance'), value: formatCoinAmount(position.balance, symbol, { locale }) },
          { label: t('trade.position.avgPrice'), value: formatUsd(position.buy_avg_price, { locale, compact: false }) },
          { label: t('trade.position.unrealised'), value: <span data-testid="position-unrealised">{usd(pnl.unrealised, pnl.unrealisedPercent)}</span> },
          { label: t('trade.position.realised'), value: usd(pnl.realised) },
          { label: t('trade.position.total'), value: usd(pnl.total, pnl.totalPercent) },
        ]}
      />
      <Actions>
        <Button size="sm" variant="sell" disabled={busy || !tradingEnabled} onClick={(event) => !isRepeatClick(event) && void sell(String(position.balance), false)}>
          {t('trade.position.close')}
        </Button>
        {!quickSellOnly && (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || !breakEvenNow.enabled}
              title={breakEvenNow.enabled ? undefined : t(`trade.position.breakEven.${breakEvenNow.reason}`)}
              onClick={(event) => !isRepeatClick(event) && void sellBreakEven()}
            >
              {t('trade.position.breakEven')}
            </Button>
            {!breakEvenNow.enabled && <Hint>{t(`trade.position.breakEven.${breakEvenNow.reason}`)}</Hint>}
            {session.kind === 'custodial' && <ExitPlanAction chain={chain} address={address} symbol={symbol} decimals={decimals} position={position} disabled={!tradingEnabled} t={t} />}
            {wallet && (
              <Button size="sm" variant="ghost" disabled={!tradingEnabled} onClick={() => platform.bus.emit('pnl.share', { wallet, chain, token: address })}>
                {t('trade.position.share')}
              </Button>
            )}
          </>
        )}
        <QuickSellOnly selected={quickSellOnly} onChange={(on) => platform.prefs.set(QUICK_SELL_ONLY_PREF, on)}>
          {t('trade.position.quickSellOnly')}
        </QuickSellOnly>
      </Actions>
      {risk.dialog}
    </section>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.size.space2};
  padding: ${vars.size.space2} ${vars.size.space4};
`;

const QuickSellOnly = styled(Chip)`
  margin-inline-start: auto;
`;

const Hint = styled.span`
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${vars.size.space4};
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontSm};
`;
