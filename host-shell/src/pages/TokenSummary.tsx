import styled from '@emotion/styled';
import { tokenChange24h, tokenVolume24h } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { ChangeBadge, LoadableView, ThirdPartyText, TokenIcon, dataOf, formatCompact, formatPrice, shortenAddress, useRealtimeStatus, useTokenInfo, vars } from '@nova/shared-ui';
import { useLocalePrefix, useT } from '../app/HostContext';
import { usePublishPageToken } from '../layout/pageToken';

/**
 * The token data strip of the trade page (symbol, name, price, market cap, 24h change, volume):
 * the same cache entry the chart and the trade panel read (fetched once, kept live by pushes).
 */
export function TokenSummary({ chain, address }: { chain: ChainKey; address: string }) {
  const { locale } = useLocalePrefix();
  const t = useT();
  const info = useTokenInfo(chain, address);
  const { stale } = useRealtimeStatus();
  usePublishPageToken(dataOf(info));
  return (
    <Strip aria-label={t('shell.token.region')}>
      <LoadableView value={info} loadingLabel={t('shell.token.loading')} errorTitle={t('shell.token.error')} retryLabel={t('shell.token.retry')} onRetry={info.reload} skeletonRows={1}>
        {(token) => (
          <div className="row">
            <TokenIcon src={token.logo} symbol={token.symbol} size={28} />
            <div>
              <h1>
                <ThirdPartyText text={token.symbol} />
              </h1>
              <span className="muted">
                <ThirdPartyText text={token.name} /> · {shortenAddress(token.address)}
              </span>
            </div>
            <dl>
              <div>
                <dt>{t('shell.token.price')}</dt>
                <dd>${formatPrice(token.current_price, { locale })}</dd>
              </div>
              <div>
                <dt>{t('shell.token.marketCap')}</dt>
                <dd>${formatCompact(token.market_cap, { locale })}</dd>
              </div>
              <div>
                <dt>{t('shell.token.change24h')}</dt>
                <dd>
                  <ChangeBadge value={tokenChange24h(token)} locale={locale} />
                </dd>
              </div>
              <div>
                <dt>{t('shell.token.volume24h')}</dt>
                <dd>${formatCompact(tokenVolume24h(token), { locale })}</dd>
              </div>
            </dl>
            {stale && (
              <span role="status" className="stale">
                {t('shell.token.stale')}
              </span>
            )}
          </div>
        )}
      </LoadableView>
    </Strip>
  );
}

const Strip = styled.section`
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  padding: 8px 12px;
  .row { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
  h1 { margin: 0; font-size: ${vars.size.fontLg}; }
  .muted { color: ${vars.color.textMuted}; font-size: ${vars.size.fontSm}; }
  dl { display: flex; gap: 16px; margin: 0 0 0 auto; flex-wrap: wrap; }
  dt { color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
  dd { margin: 0; font-family: ${vars.font.mono}; }
  .stale { padding: 2px 8px; border-radius: ${vars.size.radiusSm}; background: ${vars.color.warnSoft}; color: ${vars.color.warn}; font-size: ${vars.size.fontXs}; }
`;
