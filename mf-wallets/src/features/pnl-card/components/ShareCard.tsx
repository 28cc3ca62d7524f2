import styled from '@emotion/styled';
import { forwardRef } from 'react';
import { PRODUCT_NAME } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { CHAINS } from '@nova/shared-contracts';
import { TokenIcon, formatCoinAmount, formatNumber, formatPercent, formatUsd, shortenAddress, stripBidiControls } from '@nova/shared-ui';
import { usePnlCardMessages } from '../i18n/messages';
import { inCurrency, pnlTone } from '../model/card';
import type { BackgroundArt, CardCurrency, CardFigures, CardPeriod, CardStat } from '../model/card';
import { CARD_HEIGHT, CARD_WIDTH, CardArt } from './CardArt';

export interface ShareCardProps {
  art: BackgroundArt;
  figures: CardFigures;
  currency: CardCurrency;
  nativePriceUsd: number | null;
  chain: ChainKey;
  wallet: string;
  period: CardPeriod;
  /** The token of a token card; absent on a wallet card. */
  token?: { symbol: string; name: string; icon: string };
  /** When the card was made (its date line). */
  at: Date;
}

const TONE_COLOR = { up: '#2ef2a6', down: '#ff5c7a', flat: '#e6e9ef' } as const;

/**
 * The card itself (696 x 423; the spec's card is 423 px high): what the kit's nodePng (html-to-image) draws. Styles are
 * the card's own (no theme variables), so the exported PNG looks the same on any page.
 */
export const ShareCard = forwardRef<HTMLDivElement, ShareCardProps>(function ShareCard({ art, figures, currency, nativePriceUsd, chain, wallet, period, token, at }, ref) {
  const { t, locale } = usePnlCardMessages();
  const native = CHAINS[chain].nativeSymbol;
  const money = (usd: number, signed: boolean): string => {
    const value = inCurrency(usd, currency, nativePriceUsd);
    if (value === null) return '—';
    const sign = signed && value > 0 ? '+' : value < 0 ? '-' : '';
    return currency === 'usd' ? `${sign}${formatUsd(Math.abs(value), { locale, compact: false })}` : `${sign}${formatCoinAmount(Math.abs(value), native, { locale })} ${native}`;
  };
  const stat = (item: CardStat): string => (item.kind === 'money' ? money(item.value, item.key === 'unrealized') : item.kind === 'percent' ? formatPercent(item.value, { locale }) : formatNumber(item.value, { locale, decimals: 0 }));
  const tone = pnlTone(figures.pnlUsd);
  const subject = token ? stripBidiControls(token.symbol) : shortenAddress(wallet);
  const date = new Intl.DateTimeFormat(locale === 'vn' ? 'vi' : locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);

  return (
    <Card ref={ref} role="img" aria-label={t('pnlCard.card', { subject })} data-art={art} data-testid="pnl-card">
      <CardArt art={art} />
      <Content>
        <Top>
          <Brand>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <defs>
                <linearGradient id="pnl-brand" x1="0" y1="0" x2="1" y2="1">
                  <stop offset="0" stopColor="#7cf7d4" />
                  <stop offset="1" stopColor="#3d8bfd" />
                </linearGradient>
              </defs>
              <path d="M12 1 L14.6 9.4 L23 12 L14.6 14.6 L12 23 L9.4 14.6 L1 12 L9.4 9.4 Z" fill="url(#pnl-brand)" />
            </svg>
            <span>{PRODUCT_NAME}</span>
          </Brand>
          <Chip>
            <span className="chain">{CHAINS[chain].name}</span>
            <span>{t(`pnlCard.period.${period}`)}</span>
          </Chip>
        </Top>
        <Subject>
          {token ? (
            <>
              <TokenIcon src={token.icon} symbol={token.symbol} size={36} />
              <span className="names">
                <span className="symbol">{subject}</span>
                <span className="name">{stripBidiControls(token.name)}</span>
              </span>
            </>
          ) : (
            <span className="names">
              <span className="symbol">{t('pnlCard.walletPnl')}</span>
              <span className="name">{shortenAddress(wallet, 6, 6)}</span>
            </span>
          )}
        </Subject>
        <Label>{t('pnlCard.totalPnl')}</Label>
        <Pnl style={{ color: TONE_COLOR[tone], textShadow: `0 0 28px ${TONE_COLOR[tone]}66` }} data-testid="pnl-card-value">
          {money(figures.pnlUsd, true)}
        </Pnl>
        {figures.pnlPercent !== null && (
          <Percent style={{ color: TONE_COLOR[tone], borderColor: `${TONE_COLOR[tone]}80`, background: `${TONE_COLOR[tone]}1f` }}>{formatPercent(figures.pnlPercent, { locale, signed: true })}</Percent>
        )}
        <Stats>
          {figures.stats.map((item) => (
            <div key={item.key}>
              <dt>{t(`pnlCard.stat.${item.key}`)}</dt>
              <dd>{stat(item)}</dd>
            </div>
          ))}
        </Stats>
        <Footer>
          <span>{`${shortenAddress(wallet)} · ${date}`}</span>
          <span className="tagline">{t('pnlCard.tagline', { product: PRODUCT_NAME })}</span>
        </Footer>
      </Content>
    </Card>
  );
});

const Card = styled.div`
  position: relative;
  width: ${CARD_WIDTH}px;
  height: ${CARD_HEIGHT}px;
  overflow: hidden;
  border-radius: 16px;
  background: #05070b;
  color: #f2f5fa;
  font-family: Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  box-shadow: 0 18px 50px rgba(0, 0, 0, 0.45);
`;

const Content = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  padding: 26px 30px 22px;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 18px;
  font-weight: 800;
  letter-spacing: 0.02em;
`;

const Chip = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 5px 12px;
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.35);
  font-size: 12px;
  font-weight: 600;
  & > .chain { color: rgba(242, 245, 250, 0.65); }
`;

const Subject = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 34px;
  max-width: 380px;
  & .names { display: flex; flex-direction: column; min-width: 0; }
  & .symbol { overflow: hidden; font-size: 26px; font-weight: 800; line-height: 1.1; text-overflow: ellipsis; white-space: nowrap; }
  & .name { overflow: hidden; color: rgba(242, 245, 250, 0.6); font-size: 13px; text-overflow: ellipsis; white-space: nowrap; }
`;

const Label = styled.div`
  margin-top: 22px;
  color: rgba(242, 245, 250, 0.6);
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Pnl = styled.div`
  max-width: 420px;
  overflow: hidden;
  font-size: 50px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  line-height: 1.08;
  letter-spacing: -0.02em;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Percent = styled.div`
  align-self: flex-start;
  margin-top: 8px;
  padding: 3px 10px;
  border: 1px solid;
  border-radius: 8px;
  font-size: 18px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 120px));
  gap: 18px;
  margin: auto 0 0;
  & > div { min-width: 0; }
  & dt { color: rgba(242, 245, 250, 0.55); font-size: 11px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; }
  & dd { margin: 4px 0 0; overflow: hidden; font-size: 16px; font-weight: 700; font-variant-numeric: tabular-nums; text-overflow: ellipsis; white-space: nowrap; }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 18px;
  padding-top: 12px;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  color: rgba(242, 245, 250, 0.55);
  font-size: 11px;
  & > .tagline { color: rgba(242, 245, 250, 0.8); font-weight: 600; }
`;
