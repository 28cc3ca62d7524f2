import { useState } from 'react';
import styled from '@emotion/styled';
import { LAYOUT } from '@nova/shared-contracts';
import { Dialog, usePlatform, useSession, vars } from '@nova/shared-ui';
import { useT } from '../app/HostContext';
import { useOpenAccountDialog } from './AccountDialogs';
import { LanguageMenu } from './LanguageMenu';
import { NavItemLink } from './NavMenu';
import { APP_LINKS } from './StatusTools';
import { MAIN_NAV, MORE_NAV, REWARDS_NAV, TAB_NAV } from './navigation';

/**
 * The hamburger button and drawer of the compact header (spec 3 §2): the same menu (web-only
 * entries left out on mobile), language, export recovery phrase (custodial), disconnect and
 * download app.
 */
export function MobileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { user, kind } = useSession();
  const { session } = usePlatform();
  const openDialog = useOpenAccountDialog();
  const close = () => setOpen(false);
  return (
    <>
      <Burger type="button" aria-label={t('shell.nav.menu')} aria-expanded={open} onClick={() => setOpen(true)}>
        <svg width="18" height="14" viewBox="0 0 18 14" aria-hidden="true">
          <path d="M0 1h18M0 7h18M0 13h18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Burger>
      <Dialog open={open} onClose={close} title={t('shell.nav.menu')} variant="drawer" width={LAYOUT.drawerWidth}>
        <DrawerNav aria-label={t('shell.nav.menu')}>
          {MAIN_NAV.map((item) => (
            <NavItemLink key={item.to} item={item} onNavigate={close} className={item.webOnly ? 'web-only' : undefined} />
          ))}
          <h3>{t('shell.nav.rewards')}</h3>
          {REWARDS_NAV.map((item) => (
            <NavItemLink key={item.to} item={item} onNavigate={close} />
          ))}
          <h3 className="web-only">{t('shell.nav.more')}</h3>
          {MORE_NAV.map((item) => (
            <NavItemLink key={item.to} item={item} onNavigate={close} className="web-only" />
          ))}
          <LanguageMenu label={t('shell.language')} />
          {kind === 'custodial' && (
            <button
              type="button"
              onClick={() => {
                close();
                openDialog('recovery');
              }}
            >
              {t('shell.account.export')}
            </button>
          )}
          {user && (
            <button
              type="button"
              onClick={() => {
                close();
                void session.logout();
              }}
            >
              {t('shell.account.disconnect')}
            </button>
          )}
          <a href={APP_LINKS.download} target="_blank" rel="noopener noreferrer">
            {t('shell.app.download')}
          </a>
        </DrawerNav>
      </Dialog>
    </>
  );
}

/**
 * The mobile bottom tab bar: Discover, Trackers, Gatefun, Perpetual, Swap and Rewards. Rewards
 * needs a login: a visitor's tap opens it and goes to the rewards page after authentication.
 */
export function MobileTabBar() {
  const t = useT();
  return (
    <Tabs aria-label={t('shell.nav.tabs')}>
      {TAB_NAV.map((item) => (
        <NavItemLink key={item.to} item={item} nav />
      ))}
    </Tabs>
  );
}

const mobileOnly = `
  display: none;
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    display: flex;
  }
`;

/** The burger takes over from the header's navigation below 1100 px, where the menus no longer fit. */
export const COMPACT_HEADER_MAX = 1099;

const Burger = styled.button`
  display: none;
  @media (max-width: ${COMPACT_HEADER_MAX}px) {
    display: flex;
  }
  background: transparent;
  border: 0;
  color: ${vars.color.text};
  font-size: 20px;
  cursor: pointer;
  padding: 0 4px;
`;

const DrawerNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    .web-only { display: none; }
  }
  h3 { margin: 12px 0 0; color: ${vars.color.textDim}; font-size: ${vars.size.fontXs}; text-transform: uppercase; letter-spacing: 0.05em; }
  .hot { color: ${vars.color.warn}; margin-inline-start: 4px; }
  .tag { margin-inline-start: 6px; color: ${vars.color.warn}; font-size: ${vars.size.fontXs}; }
  a, button {
    padding: 10px 4px;
    color: ${vars.color.text};
    text-decoration: none;
    background: transparent;
    border: 0;
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
    font: inherit;
    cursor: pointer;
  }
  select { margin-top: 8px; height: 32px; background: ${vars.color.surfaceRaised}; color: ${vars.color.text}; border: 1px solid ${vars.color.border}; }
`;

/** The phone's tab bar: fixed to the screen's bottom, the shell keeps this much room under the page (Shell.tsx). */
export const MOBILE_TAB_BAR_HEIGHT = 52;

/*
 * Fixed, not sticky: the page scrolls under it, and what lies under it at the fold is not taken for
 * a control it covers (axe's target-size, as Lighthouse runs it, counts a sticky bar as covering
 * the controls behind it, a fixed one as a layer of its own).
 */
const Tabs = styled.nav`
  ${mobileOnly};
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 20;
  height: ${MOBILE_TAB_BAR_HEIGHT}px;
  box-sizing: border-box;
  justify-content: space-around;
  align-items: center;
  background: ${vars.color.surface};
  border-top: 1px solid ${vars.color.border};
  a, button {
    flex: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-width: 0;
    height: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    text-align: center;
    color: ${vars.color.textMuted};
    text-decoration: none;
    background: transparent;
    border: 0;
    font: inherit;
    font-size: ${vars.size.fontSm};
    cursor: pointer;
  }
  a.active { color: ${vars.color.text}; box-shadow: inset 0 2px 0 ${vars.color.accent}; }
  .hot { color: ${vars.color.warn}; }
  .tag { display: none; }
`;
