import styled from '@emotion/styled';
import type Decimal from 'decimal.js';
import type { TokenInfo } from '@nova/shared-contracts';
import { ChangeBadge, StatList, formatCoinAmount, formatUsd, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { useLiveToken } from '../api/liveToken';
import { valueUsdOf } from '../model/tradeForm';
import type { Side } from '../model/tradeForm';

// The trade form's live figures, each a leaf reading the panel's live token (`LiveTokenContext`):
// a price push renders these, not the form around them. `fallback` is the form's token, for a
// form rendered outside a trade panel.

export interface MarketStatsProps {
  fallback: TokenInfo;
  /** Signed in: the balances are shown. */
  signedIn: boolean;
  nativeSymbol: string;
  nativeBalance: string | null;
  tokenBalance: string | null;
  t: Translate<TradeMessages>;
  locale: string;
}

/** Price, 24h change and (signed in) the native and token balances. */
export function MarketStats({ fallback, signedIn, nativeSymbol, nativeBalance, tokenBalance, t, locale }: MarketStatsProps) {
  const live = useLiveToken();
  const token = live?.token ?? fallback;
  const stats = [
    { label: t('trade.price'), value: formatUsd(live?.priceUsd ?? String(fallback.current_price), { locale, compact: false }) },
    { label: '24h', value: <ChangeBadge value={token.price_change_24h} locale={locale} /> },
    ...(signedIn
      ? [
          { label: `${t('trade.balance')} (${nativeSymbol})`, value: formatCoinAmount(nativeBalance, nativeSymbol, { locale }) },
          { label: `${t('trade.balance')} (${token.symbol})`, value: formatCoinAmount(tokenBalance, token.symbol, { locale }) },
        ]
      : []),
  ];
  return <StatList label={t('trade.market')} items={stats} />;
}

export interface ValueEstimateProps {
  fallback: TokenInfo;
  /** The summary's amount: native on a buy, tokens on a sell. */
  amount: Decimal | null;
  side: Side;
  nativePriceUsd: string | null;
  locale: string;
}

/** "≈ $x": the amount's USD value (`valueUsdOf`, as the summary's), a sell's at the live price. */
export function ValueEstimate({ fallback, amount, side, nativePriceUsd, locale }: ValueEstimateProps) {
  const live = useLiveToken();
  const valueUsd = valueUsdOf(amount, side === 'buy' ? nativePriceUsd : (live?.priceUsd ?? String(fallback.current_price)));
  return valueUsd ? <Muted>≈ {formatUsd(valueUsd.toFixed(), { locale })}</Muted> : null;
}

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;
