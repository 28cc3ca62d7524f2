import styled from '@emotion/styled';
import type Decimal from 'decimal.js';
import type { ChainKey, TokenInfo } from '@nova/shared-contracts';
import { ChangeBadge, StatList, formatCoinAmount, formatUsd, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { useLiveToken, useTokenPrice } from '../../../shared/liveToken';
import { valueUsdOf } from '../model/tradeForm';
import type { Side } from '../model/tradeForm';

// The trade form's live figures, each a leaf reading the token's cache entry: a price push renders
// these, not the form around them.

export interface MarketStatsProps {
  chain: ChainKey;
  address: string;
  symbol: string;
  /** Signed in: the balances are shown. */
  signedIn: boolean;
  nativeSymbol: string;
  nativeBalance: string | null;
  tokenBalance: string | null;
  t: Translate<TradeMessages>;
  locale: string;
}

const marketOf = (token: TokenInfo) => ({ priceUsd: String(token.current_price), change24h: token.price_change_24h });

/**
 * Price, 24h change and (signed in) the native and token balances. The price value is
 * `data-testid="trade-price"` with the raw figure in `data-price` (the one price of the page).
 */
export function MarketStats({ chain, address, symbol, signedIn, nativeSymbol, nativeBalance, tokenBalance, t, locale }: MarketStatsProps) {
  const market = useLiveToken(chain, address, marketOf).data;
  const stats = [
    {
      label: t('trade.price'),
      value: (
        <span data-testid="trade-price" data-price={market?.priceUsd}>
          {formatUsd(market?.priceUsd ?? null, { locale, compact: false })}
        </span>
      ),
    },
    { label: '24h', value: <ChangeBadge value={market?.change24h ?? null} locale={locale} /> },
    ...(signedIn
      ? [
          { label: `${t('trade.balance')} (${nativeSymbol})`, value: formatCoinAmount(nativeBalance, nativeSymbol, { locale }) },
          { label: `${t('trade.balance')} (${symbol})`, value: formatCoinAmount(tokenBalance, symbol, { locale }) },
        ]
      : []),
  ];
  return <StatList label={t('trade.market')} items={stats} />;
}

export interface ValueEstimateProps {
  chain: ChainKey;
  address: string;
  /** The summary's amount: native on a buy, tokens on a sell. */
  amount: Decimal | null;
  side: Side;
  nativePriceUsd: string | null;
  locale: string;
}

/** "≈ $x": the amount's USD value (`valueUsdOf`, as the summary's), a sell's at the token's current price. */
export function ValueEstimate({ chain, address, amount, side, nativePriceUsd, locale }: ValueEstimateProps) {
  const priceUsd = useTokenPrice(chain, address);
  const valueUsd = valueUsdOf(amount, side === 'buy' ? nativePriceUsd : priceUsd);
  return valueUsd ? <Muted>≈ {formatUsd(valueUsd.toFixed(), { locale })}</Muted> : null;
}

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;
