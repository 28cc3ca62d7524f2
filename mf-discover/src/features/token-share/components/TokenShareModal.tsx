import styled from '@emotion/styled';
import { forwardRef, useRef, useState } from 'react';
import { CHAINS, PRODUCT_NAME, tokenChange24h, tokenVolume24h } from '@nova/shared-contracts';
import type { ChainKey, TokenInfo } from '@nova/shared-contracts';
import { Button, ChangeBadge, Dialog, FitPreview, formatCompact, formatUsd, LoadableView, nodePng, saveBlob, shortenAddress, stripBidiControls, ThirdPartyText, TokenIcon, useApi, usePlatform, useSession, useTokenInfo, vars } from '@nova/shared-ui';
import { useShareMessages } from '../../../i18n/shareMessages';
import { SHARE_CARD, historyRequest, shareFileName, sparklinePoints, telegramShareUrl, tokenShareUrl, twitterShareUrl } from '../model/share';

/** The share modal's width (spec 3 §9). */
export const SHARE_MODAL_WIDTH = 744;
const SPARK = { width: SHARE_CARD.width - 48, height: 170 } as const;

export interface TokenShareModalProps {
  chain: ChainKey;
  address: string;
  onClose: () => void;
}

/**
 * The token share modal (spec 3 §2): a card with the symbol, short address, 24h change, market
 * cap, price, liquidity, holders, volume and the price sparkline; Telegram, X (Twitter), copy
 * link, and Download image (the kit's nodePng). The shared link carries the sharer's invite code.
 */
export function TokenShareModal({ chain, address, onClose }: TokenShareModalProps) {
  const { t, locale } = useShareMessages();
  const info = useTokenInfo(chain, address);
  const symbol = info.status === 'success' ? info.data.symbol : '';
  return (
    <Dialog open onClose={onClose} title={symbol ? t('discover.share.title', { symbol }) : t('discover.share.card', { symbol: shortenAddress(address) })} width={SHARE_MODAL_WIDTH} closeLabel={t('discover.share.close')}>
      <LoadableView value={info} loadingLabel={t('discover.data.loading')} errorTitle={t('discover.data.error')} retryLabel={t('discover.retry')} onRetry={info.reload} skeletonRows={6}>
        {(token) => <ShareBody token={token} locale={locale} />}
      </LoadableView>
    </Dialog>
  );
}

function ShareBody({ token, locale }: { token: TokenInfo; locale: string }) {
  const { t } = useShareMessages();
  const { toast } = usePlatform();
  const { user } = useSession();
  const [now] = useState(() => Date.now());
  const history = useApi('tokenKline', { chain: token.chain, token_address: token.address, ...(token.pair_address ? { pair_address: token.pair_address } : {}), ...historyRequest(token.created_at * 1000, now) });
  const rebate = useApi('rebateInfo', user ? {} : null);
  const cardRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);

  const link = tokenShareUrl(window.location.origin, token.chain, token.address, rebate.status === 'success' ? rebate.data.ref_code : undefined);
  const text = t('discover.share.text', { symbol: stripBidiControls(token.symbol), product: PRODUCT_NAME });
  const closes = history.status === 'success' ? history.data.map((bar) => Number(bar.close)) : [];

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.show({ kind: 'success', message: t('discover.share.copied'), durationMs: 2000 });
    } catch {
      toast.show({ kind: 'error', message: t('discover.share.copyFailed'), durationMs: 3000 });
    }
  };
  const download = async () => {
    if (!cardRef.current) return;
    setBusy(true);
    try {
      const file = shareFileName(token.symbol, new Date(now));
      saveBlob(await nodePng(cardRef.current, SHARE_CARD), file);
      toast.show({ kind: 'success', message: t('discover.share.downloaded', { file }), durationMs: 3000 });
    } catch (error) {
      toast.show({ kind: 'error', message: t('discover.share.failed', { reason: error instanceof Error ? error.message : String(error) }), durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Body>
      <FitPreview width={SHARE_CARD.width} height={SHARE_CARD.height}>
          <ShareCard ref={cardRef} token={token} locale={locale} points={sparklinePoints(closes, SPARK.width, SPARK.height)} host={new URL(link).host} />
      </FitPreview>
      <Actions>
        <a className="social" href={telegramShareUrl(link, text)} target="_blank" rel="noopener noreferrer">
          Telegram
        </a>
        <a className="social" href={twitterShareUrl(link, text)} target="_blank" rel="noopener noreferrer">
          X (Twitter)
        </a>
        <Button variant="secondary" onClick={() => void copyLink()}>
          {t('discover.share.copyLink')}
        </Button>
        <Button variant="primary" onClick={() => void download()} loading={busy} disabled={busy}>
          {t('discover.share.download')}
        </Button>
      </Actions>
    </Body>
  );
}

interface ShareCardProps {
  token: TokenInfo;
  locale: string;
  points: string;
  host: string;
}

/** The card html-to-image draws (696 x 400): styles are its own, so the image matches the preview. */
const ShareCard = forwardRef<HTMLDivElement, ShareCardProps>(function ShareCard({ token, locale, points, host }, ref) {
  const { t } = useShareMessages();
  const change = tokenChange24h(token);
  const figures = [
    { label: t('discover.col.marketCap'), value: formatUsd(token.market_cap, { locale }) },
    { label: t('discover.col.liquidity'), value: formatUsd(token.liquidity, { locale }) },
    { label: t('discover.col.holders'), value: formatCompact(token.holders_count, { locale }) },
    { label: t('discover.col.volume'), value: formatUsd(tokenVolume24h(token), { locale }) },
  ];
  return (
    <Card ref={ref} data-testid="token-share-card" role="img" aria-label={t('discover.share.card', { symbol: stripBidiControls(token.symbol) })} data-trend={change >= 0 ? 'up' : 'down'}>
      <header>
        <TokenIcon src={token.logo} symbol={token.symbol} size={44} />
        <div>
          <strong>
            <ThirdPartyText text={token.symbol} />
          </strong>
          <span>
            {CHAINS[token.chain].name} · {shortenAddress(token.address)}
          </span>
        </div>
        <div className="price">
          <b data-testid="token-share-price">{formatUsd(token.current_price, { locale, compact: false })}</b>
          <ChangeBadge value={change} locale={locale} />
        </div>
      </header>
      <svg viewBox={`0 0 ${SPARK.width} ${SPARK.height}`} width={SPARK.width} height={SPARK.height} aria-label={t('discover.share.history')}>
        {points && <polyline points={points} fill="none" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />}
      </svg>
      <dl>
        {figures.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      <footer>
        <span>{PRODUCT_NAME}</span>
        <span>{host}</span>
      </footer>
    </Card>
  );
});

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
`;

const Card = styled.div`
  box-sizing: border-box;
  width: ${SHARE_CARD.width}px;
  height: ${SHARE_CARD.height}px;
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 14px;
  border-radius: 16px;
  color: #e6e8ee;
  background: radial-gradient(120% 90% at 100% 0%, rgba(47, 128, 237, 0.35), transparent 60%), linear-gradient(160deg, #141a26, #0b0e14);
  font-family: ${vars.font.sans};
  header { display: flex; align-items: center; gap: 12px; }
  header strong { display: block; font-size: 24px; }
  header span { color: #9aa3b5; font-size: 13px; font-family: ${vars.font.mono}; }
  .price { margin-inline-start: auto; display: flex; flex-direction: column; align-items: flex-end; gap: 4px; }
  .price b { font-size: 26px; font-family: ${vars.font.mono}; }
  svg polyline { stroke: #2fbf71; }
  &[data-trend='down'] svg polyline { stroke: #f0616d; }
  dl { display: grid; grid-template-columns: repeat(4, 1fr); gap: 12px; margin: 0; }
  dt { color: #9aa3b5; font-size: 12px; }
  dd { margin: 2px 0 0; font-size: 17px; font-family: ${vars.font.mono}; }
  footer { margin-top: auto; display: flex; justify-content: space-between; color: #9aa3b5; font-size: 12px; }
  footer span:first-of-type { color: #e6e8ee; font-weight: 700; letter-spacing: 0.04em; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.size.space2};
  .social {
    display: inline-flex;
    align-items: center;
    padding: 0 ${vars.size.space3};
    height: ${vars.size.controlHeight};
    box-sizing: border-box;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusSm};
    color: ${vars.color.text};
    text-decoration: none;
    font-size: ${vars.size.fontSm};
  }
  .social:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
  @media (max-width: 480px) { & > * { flex: 1; justify-content: center; } }
`;
