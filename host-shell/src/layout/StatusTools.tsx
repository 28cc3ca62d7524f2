import { Suspense, lazy } from 'react';
import styled from '@emotion/styled';
import { useLocation } from 'react-router-dom';
import { PREFS, communityLinks } from '@nova/shared-contracts';
import type { TrackerKind } from '@nova/shared-contracts';
import { Popover, useBusValue, usePlatform, usePref, useSession, vars } from '@nova/shared-ui';
import { useT } from '../app/HostContext';
import { pageType } from '../routing/paths';
import { usePageToken } from './pageToken';

/** Where the app download QR code and store links point (not shown in the spec; our choice). */
export const APP_LINKS = {
  download: 'https://nova.app/download',
  appStore: 'https://apps.apple.com/app/nova',
  googlePlay: 'https://play.google.com/store/apps/details?id=app.nova',
  feedback: 'https://nova.app/feedback',
} as const;

/** Set once a tracker toggle was used: from then on the floating trackers load on every visit. */
export const TRACKERS_USED_PREF = 'shell.trackersUsed';

/** Tracker toggles: wallet tracker always; position tracker for signed-in users, not on perps pages; community on trade pages of tokens with a community link. */
export function TrackerToggles() {
  const t = useT();
  const { bus } = usePlatform();
  const { user } = useSession();
  const { pathname } = useLocation();
  // mf_trackers reports which windows are open (bus `tracker.open`, replayed), so a window closed
  // by its own button or restored from saved state shows here too.
  const open = useBusValue('tracker.open')?.open ?? [];
  const { prefs } = usePlatform();
  const toggle = (tracker: TrackerKind) => {
    prefs.set(TRACKERS_USED_PREF, true);
    bus.emit('tracker.toggle', { tracker, open: !open.includes(tracker) });
  };
  const showPosition = user !== null && pageType(pathname) !== 'perps';
  // The trade page's token has a community link (telegram, discord or X; 'null' is missing).
  const pageToken = usePageToken();
  const community = pageType(pathname) === 'trade' && pageToken?.social_media !== undefined && communityLinks(pageToken.social_media).length > 0;
  // Each toggle is a glyph and its name; on narrow desktops (under 1280 px) the name is kept for
  // assistive tech and the tooltip only, so the coin prices beside them show in full at 1024 px.
  return (
    <>
      <button type="button" aria-pressed={open.includes('wallet')} onClick={() => toggle('wallet')} title={t('shell.status.walletTracker')}>
        <ToolIcon d="M2 4.5h10.5a1.5 1.5 0 011.5 1.5v6a1.5 1.5 0 01-1.5 1.5h-9A1.5 1.5 0 012 12zM2 4.5l8-2.5v2.5M11 8.5h1" />
        <span className="label">{t('shell.status.walletTracker')}</span>
      </button>
      {showPosition && (
        <button type="button" aria-pressed={open.includes('position')} onClick={() => toggle('position')} title={t('shell.status.positionTracker')}>
          <ToolIcon d="M2 13.5h12M3.5 11l3-3.5 2.5 2 4-5M10.5 4.5H13V7" />
          <span className="label">{t('shell.status.positionTracker')}</span>
        </button>
      )}
      {community && (
        <button type="button" aria-pressed={open.includes('community')} onClick={() => toggle('community')} title={t('shell.status.community')}>
          <ToolIcon d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z" />
          <span className="label">{t('shell.status.community')}</span>
        </button>
      )}
    </>
  );
}

/** A tool's glyph: one stroked path, drawn inline like the speaker (emoji fonts are not on every machine). */
function ToolIcon({ d }: { d: string }) {
  return (
    <svg className="glyph" width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function SoundToggle() {
  const t = useT();
  const { prefs } = usePlatform();
  // Muted by default (spec 3 §3 user preferences); mf-trade's alert settings edit the same pref.
  const muted = usePref(PREFS.audioMuted.key, PREFS.audioMuted.default);
  return (
    <button type="button" aria-pressed={!muted} onClick={() => prefs.set(PREFS.audioMuted.key, !muted)}>
      <SpeakerIcon muted={muted} />
      <span className="label">{t('shell.status.sound')}</span>
    </button>
  );
}

/** A speaker glyph drawn inline (emoji fonts are not on every machine). */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg className="glyph" width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M2 6h3l4-3v10l-4-3H2z" fill="currentColor" />
      {muted ? <path d="M11 6l4 4m0-4l-4 4" stroke="currentColor" strokeWidth="1.5" /> : <path d="M11 5.5a3.5 3.5 0 010 5M12.5 3.5a6 6 0 010 9" stroke="currentColor" strokeWidth="1.3" fill="none" />}
    </svg>
  );
}

// The QR code library is only needed once the popover opens: its own chunk, not in main.js.
const QRCodeSVG = lazy(() => import(/* webpackChunkName: "qrcode" */ 'qrcode.react').then((m) => ({ default: m.QRCodeSVG })));
const QR_SIZE = 112;

/** App download popover (the UI kit's) with a QR code and store links, opening above the status bar. */
export function AppDownload() {
  const t = useT();
  return (
    <AppPopover>
      <Popover trigger="App" label={t('shell.app.download')} side="above" align="end">
        <div className="content">
          <Suspense fallback={<QrSlot aria-hidden="true" />}>
            <QRCodeSVG value={APP_LINKS.download} size={QR_SIZE} bgColor="transparent" fgColor="#e6e8ee" level="M" title={`QR code: ${APP_LINKS.download}`} />
          </Suspense>
          <a href={APP_LINKS.appStore} target="_blank" rel="noopener noreferrer">
            App Store
          </a>
          <a href={APP_LINKS.googlePlay} target="_blank" rel="noopener noreferrer">
            Google Play
          </a>
        </div>
      </Popover>
    </AppPopover>
  );
}

/** Holds the QR code's place while its chunk loads. */
const QrSlot = styled.span`
  display: block;
  width: ${QR_SIZE}px;
  height: ${QR_SIZE}px;
`;

export function FeedbackLink() {
  const t = useT();
  return (
    <a href={APP_LINKS.feedback} target="_blank" rel="noopener noreferrer">
      {t('shell.status.feedback')}
    </a>
  );
}

/** The kit's popover, its trigger sized like the status bar's other buttons. */
const AppPopover = styled.span`
  && .trigger {
    height: 22px;
    padding: 0 8px;
    font-size: ${vars.size.fontXs};
    color: ${vars.color.textMuted};
    border-color: ${vars.color.border};
  }
  && .trigger[aria-expanded='true'] { color: ${vars.color.accent}; border-color: ${vars.color.accent}; }
  .content {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    padding: ${vars.size.space2};
  }
  a { color: ${vars.color.accent}; }
`;
