import { memo, useCallback, useState } from 'react';
import styled from '@emotion/styled';
import { LAYOUT, queryKeys, tokenChange24h, tokenVolume24h } from '@nova/shared-contracts';
import type { ChainKey, TokenInfo } from '@nova/shared-contracts';
import { ChangeBadge, formatAge, formatUsd, LoadableView, shortenAddress, ThirdPartyText, TokenIcon, usePlatform, useRealtimeStatus, useTokenInfo, vars } from '@nova/shared-ui';
import { useHeaderMessages } from '../../../i18n/headerMessages';
import { useFavourites } from '../../../shared/hooks/useFavourites';
import { decideFavourite } from '../../../shared/model/favourite';
import { headerLinks } from '../model/links';
import type { HeaderLink } from '../model/links';

export interface TokenHeaderProps {
  chain: ChainKey;
  address: string;
}

/**
 * The token page header (spec 3 §2): symbol, name, address with Copy, launch platform, age, the
 * token's own links, the watch-list star, Share (bus `token.share`, which the host answers with
 * this remote's share modal), and the live price, market cap, 24h change and volume: the same cache entry the chart and
 * the trade panel read (fetched once, kept live by pushes while mounted).
 */
export function TokenHeader({ chain, address }: TokenHeaderProps) {
  const { t, locale } = useHeaderMessages();
  const info = useTokenInfo(chain, address);
  const { stale } = useRealtimeStatus();
  return (
    <Strip aria-label={t('discover.header.region')}>
      <LoadableView value={info} loadingLabel={t('discover.header.loading')} errorTitle={t('discover.header.error')} retryLabel={t('discover.header.retry')} onRetry={info.reload} skeletonRows={1}>
        {(token) => (
          <div className="row">
            <TokenIcon src={token.logo} symbol={token.symbol} size={28} />
            <div>
              <span className="title">
                <h1>
                  <ThirdPartyText text={token.symbol} />
                </h1>
                <WatchStar chain={chain} address={address} />
              </span>
              <span className="muted">
                <ThirdPartyText text={token.name} /> · <span className="mono">{shortenAddress(token.address)}</span>
                <CopyAddress address={token.address} />
              </span>
              <span className="muted facts">
                {token.platform_name && (
                  <span className="platform">
                    <ThirdPartyText text={token.platform_name} />
                  </span>
                )}
                <span title={t('discover.header.age')}>
                  {t('discover.header.age')} {formatAge(token.created_at * 1000, Date.now(), locale)}
                </span>
                <Links socialMedia={token.social_media} />
              </span>
            </div>
            <dl>
              <div>
                <dt>{t('discover.header.price')}</dt>
                <dd>{formatUsd(token.current_price, { locale, compact: false })}</dd>
              </div>
              <div>
                <dt>{t('discover.header.marketCap')}</dt>
                <dd>{formatUsd(token.market_cap, { locale })}</dd>
              </div>
              <div>
                <dt>{t('discover.header.change24h')}</dt>
                <dd>
                  <ChangeBadge value={tokenChange24h(token)} locale={locale} />
                </dd>
              </div>
              <div>
                <dt>{t('discover.header.volume24h')}</dt>
                <dd>{formatUsd(tokenVolume24h(token), { locale })}</dd>
              </div>
            </dl>
            <ShareButton chain={chain} address={address} />
            {stale && (
              <span role="status" className="stale">
                {t('discover.header.stale')}
              </span>
            )}
          </div>
        )}
      </LoadableView>
    </Strip>
  );
}

// The parts below show no live figure: memoised, so a price push (a new token info several times
// a second) renders the figures, not them.
const CopyAddress = memo(function CopyAddress({ address }: { address: string }) {
  const { t } = useHeaderMessages();
  const { toast } = usePlatform();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast.show({ kind: 'success', message: t('discover.header.copied'), durationMs: 2000 });
    } catch {
      toast.show({ kind: 'error', message: t('discover.header.copyFailed') });
    }
  };
  return (
    <button type="button" className="icon" aria-label={t('discover.header.copyAddress')} title={t('discover.header.copyAddress')} onClick={() => void copy()}>
      <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden>
        <rect x="5" y="5" width="8" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M3.5 10.5V3.5a1.5 1.5 0 0 1 1.5-1.5h6" fill="none" stroke="currentColor" strokeWidth="1.4" />
      </svg>
    </button>
  );
});

/** The communities by their own names (brands, not translated). */
const COMMUNITY_NAME = { twitter: 'X (Twitter)', telegram: 'Telegram', discord: 'Discord' } as const;

/** The token's own links, opened in a new tab without an opener. */
const Links = memo(function Links({ socialMedia }: { socialMedia: TokenInfo['social_media'] }) {
  const { t } = useHeaderMessages();
  const links = headerLinks(socialMedia);
  if (links.length === 0) return null;
  const nameOf = (link: HeaderLink) => (link.kind === 'website' ? t('discover.header.website') : COMMUNITY_NAME[link.kind]);
  return (
    <span role="group" aria-label={t('discover.header.links')} className="links">
      {links.map((link) => (
        <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
          {nameOf(link)}
        </a>
      ))}
    </span>
  );
});

/**
 * The token's watch-list star (spec 3 §2, §4): the list rows' favourites, so the watch list
 * tracker shows the token at once; a visitor gets the login drawer. The watch-list row is made of
 * the token's cache entry as it is at the click (read then, so the star does not render with
 * each price push).
 */
const WatchStar = memo(function WatchStar({ chain, address }: { chain: ChainKey; address: string }) {
  const { t } = useHeaderMessages();
  const platform = usePlatform();
  const failed = useCallback((message: string) => t('discover.header.watchFailed', { message }), [t]);
  const favourites = useFavourites(failed);
  // The toggle in flight: another press is ignored until it settles.
  const [pending, setPending] = useState(false);
  const token = () => platform.query.getQueryData<TokenInfo>(queryKeys.tokenInfo(chain, address));
  const watched = favourites.isWatched({ chain, address });
  const toggle = () => {
    const decision = decideFavourite({ signedIn: favourites.signedIn, pending, watched });
    if (decision.kind === 'login') favourites.requestLogin();
    const now = token();
    if (decision.kind !== 'toggle' || !now) return;
    setPending(true);
    void favourites.set(now, decision.watched).finally(() => setPending(false));
  };
  return (
    <button
      type="button"
      className="icon star"
      aria-pressed={watched}
      aria-busy={pending || undefined}
      aria-label={t(watched ? 'discover.header.unwatch' : 'discover.header.watch')}
      title={t(watched ? 'discover.header.unwatch' : 'discover.header.watch')}
      data-on={watched || undefined}
      onClick={toggle}
    >
      <span aria-hidden="true">{watched ? '★' : '☆'}</span>
    </button>
  );
});

const ShareButton = memo(function ShareButton({ chain, address }: { chain: ChainKey; address: string }) {
  const { t } = useHeaderMessages();
  const { bus } = usePlatform();
  return (
    <button type="button" className="share" onClick={() => bus.emit('token.share', { chain, address })}>
      {t('discover.header.share')}
    </button>
  );
});

const Strip = styled.section`
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  padding: 8px 12px;
  .row { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
  .title { display: flex; align-items: center; gap: 4px; }
  h1 { margin: 0; font-size: ${vars.size.fontLg}; }
  .muted { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; color: ${vars.color.textMuted}; font-size: ${vars.size.fontSm}; }
  .mono { font-family: ${vars.font.mono}; }
  /* One line of 24 px whether the token has links or not: the header's height does not depend on them. */
  .facts { min-height: 24px; font-size: ${vars.size.fontXs}; margin-top: 2px; }
  .platform { padding: 0 6px; border-radius: ${vars.size.radiusSm}; background: ${vars.color.surfaceRaised}; color: ${vars.color.text}; }
  .links { display: inline-flex; gap: 8px; }
  /* Each link's target is its line's full 24 px (WCAG 2.5.8), not its 13 px of text. */
  .links a { display: inline-flex; align-items: center; min-height: 24px; color: ${vars.color.accent}; text-decoration: none; }
  .links a:hover, .links a:focus-visible { text-decoration: underline; }
  .icon { display: inline-grid; place-items: center; width: 24px; height: 24px; padding: 0; border: 0; border-radius: ${vars.size.radiusSm}; background: transparent; color: ${vars.color.textMuted}; cursor: pointer; }
  .icon:hover { color: ${vars.color.text}; background: ${vars.color.surfaceRaised}; }
  .star { font-size: 15px; }
  .star[data-on] { color: ${vars.color.warn}; }
  .share { height: 28px; padding: 0 12px; border: 1px solid ${vars.color.border}; border-radius: ${vars.size.radiusSm}; background: transparent; color: ${vars.color.text}; font: inherit; font-size: ${vars.size.fontSm}; cursor: pointer; }
  .share:hover { background: ${vars.color.surfaceRaised}; }
  .icon:focus-visible, .share:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
  dl { display: flex; gap: 16px; margin: 0 0 0 auto; flex-wrap: wrap; }
  dt { color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
  dd { margin: 0; font-family: ${vars.font.mono}; }
  /*
   * Below 768 px a grid of fixed rows instead of wrapping: symbol, star and Share; name and
   * address (a long name cut with an ellipsis); platform, age and links (scrolling sideways when
   * they outgrow the line); the four figures on one line. Its height is then the same for every
   * token, and the host reserves it while the header loads (TradePage), so the chart below does
   * not move when the header arrives.
   */
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    /* The host's TOKEN_HEADER_PHONE_HEIGHT (host-shell slotSizes.ts): never shorter than the space held for it. */
    box-sizing: border-box;
    min-height: 132px;
    .row {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr) auto;
      grid-template-areas: 'icon title share' 'icon muted muted' 'facts facts facts' 'figures figures figures';
      align-items: center;
      gap: 2px 10px;
    }
    .row > :first-child { grid-area: icon; align-self: start; }
    .row > div { display: contents; }
    .title { grid-area: title; }
    .muted:not(.facts) { grid-area: muted; flex-wrap: nowrap; min-width: 0; white-space: nowrap; }
    .muted:not(.facts) > :first-child { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
    .facts { grid-area: facts; margin: 0; flex-wrap: nowrap; overflow-x: auto; scrollbar-width: none; white-space: nowrap; }
    dl { grid-area: figures; display: grid; grid-template-columns: repeat(4, auto); justify-content: space-between; gap: 8px; margin: 4px 0 0; }
    .share { grid-area: share; }
    .stale { grid-column: 1 / -1; justify-self: start; }
  }
  .stale { padding: 2px 8px; border-radius: ${vars.size.radiusSm}; background: ${vars.color.warnSoft}; color: ${vars.color.warn}; font-size: ${vars.size.fontXs}; }
`;
