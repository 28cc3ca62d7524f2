import { useSyncExternalStore } from 'react';
import styled from '@emotion/styled';
import { LAYOUT } from '@nova/shared-contracts';
import { formatUsd, usePlatform, usePushed, vars } from '@nova/shared-ui';
import { useLocalePrefix, useT } from '../app/HostContext';
import { QuickBuyBox } from './QuickBuyBox';
import { AppDownload, FeedbackLink, SoundToggle, TrackerToggles } from './StatusTools';

/** Native coins of the price strip: SOL, BNB, ETH and the layer-2 coin GT (spec 3 §2). */
export const STATUS_COINS = ['SOL', 'BNB', 'ETH', 'GT'] as const;

const NATIVE = {} as const;

/**
 * One coin's price, from the one cache's latest native_prices push; re-renders only when that
 * coin's price changes. A price in full with its cents ($3,012.50), never compact ("$3K" hid the
 * moves a trader reads here).
 */
function NativePrice({ coin, locale }: { coin: (typeof STATUS_COINS)[number]; locale: string }) {
  const price = usePushed('nativePrices', NATIVE, (push) => push.prices[coin]);
  return (
    <li aria-label={`${coin} price`}>
      <span className="coin">{coin}</span> <span className="price">{price === undefined ? '--' : formatUsd(price, { locale, compact: false, cents: true })}</span>
    </li>
  );
}

/** The desktop status bar (not rendered on a phone, Shell): live native prices, quick-buy amount, realtime connection status. */
export function StatusBar() {
  const t = useT();
  const { locale } = useLocalePrefix();
  const { realtime } = usePlatform();
  const status = useSyncExternalStore(realtime.onStatus, realtime.getStatus, realtime.getStatus);
  // The connection's state in the locale (it stayed English in ar, zh and de).
  const state = status.state === 'reconnecting' ? t('shell.status.state.reconnecting', { attempt: status.attempt, max: status.maxAttempts }) : t(`shell.status.state.${status.state}`);
  return (
    <Bar aria-label={t('shell.status.label')}>
      {/* A narrow desktop with every tool shown (trade page, signed in) scrolls the prices, not the tools. */}
      <ul aria-label={t('shell.status.prices')} className="prices" tabIndex={0}>
        {STATUS_COINS.map((coin) => (
          <NativePrice key={coin} coin={coin} locale={locale} />
        ))}
      </ul>
      <TrackerToggles />
      <span className="spacer" />
      <QuickBuyBox label={t('shell.quickBuy.label')} />
      <SoundToggle />
      <AppDownload />
      <FeedbackLink />
      <span role="status" aria-label={t('shell.status.connection')} data-state={status.state} className="connection" title={state}>
        <span className="dot" aria-hidden="true" />
        <span className="label">{state}</span>
      </span>
      {status.state === 'disconnected' && (
        <button type="button" onClick={() => realtime.reconnect()}>
          {t('shell.status.retry')}
        </button>
      )}
    </Bar>
  );
}

const Bar = styled.footer`
  position: sticky;
  bottom: 0;
  height: ${LAYOUT.footerHeight}px;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 12px;
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  font-size: ${vars.size.fontSm};
  white-space: nowrap;
  & > * { flex-shrink: 0; }
  ul { display: flex; gap: 12px; list-style: none; margin: 0; padding: 0; }
  & > .prices { flex-shrink: 1; min-width: 0; overflow-x: auto; scrollbar-width: none; }
  .prices:focus-visible { outline: 1px solid ${vars.color.accent}; outline-offset: 2px; }
  .coin { color: ${vars.color.textMuted}; }
  .price { font-family: ${vars.font.mono}; }
  .spacer { flex: 1; }
  .connection { display: inline-flex; align-items: center; gap: 6px; color: ${vars.color.textMuted}; }
  .dot { width: 8px; height: 8px; border-radius: 50%; background: ${vars.color.warn}; }
  .connection[data-state='connected'] .dot { background: ${vars.color.up}; }
  .connection[data-state='disconnected'] .dot, .connection[data-state='offline'] .dot { background: ${vars.color.down}; }
  a { color: ${vars.color.textMuted}; }
  button[aria-pressed='true'] { color: ${vars.color.accent}; border-color: ${vars.color.accent}; }
  button {
    height: 22px;
    padding: 0 8px;
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.textMuted};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusSm};
    font: inherit;
    font-size: ${vars.size.fontXs};
    cursor: pointer;
  }
  button:hover { color: ${vars.color.text}; border-color: ${vars.color.borderStrong}; }
  .glyph { margin-inline-end: 4px; vertical-align: -1px; }
  /* Narrow desktops: tighter, and the tool toggles keep their names for assistive tech and their
     tooltips only (a glyph each), so the four coin prices show in full at 1024 px. */
  @media (max-width: 1279px) {
    gap: 6px;
    ul { gap: 6px; }
    .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    .glyph { margin-inline-end: 0; }
  }
`;
