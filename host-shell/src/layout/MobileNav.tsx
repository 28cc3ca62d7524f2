import { useState } from 'react';
import styled from '@emotion/styled';
import { LAYOUT, usePlatform } from '@nova/shared-contracts';
import { Dialog, useSession, vars } from '@nova/shared-ui';
import { useT } from '../app/HostContext';
import { LocaleLink, LocaleNavLink } from '../app/LocaleLink';
import { LanguageMenu } from './LanguageMenu';
import { MAIN_NAV, MORE_NAV, TAB_NAV } from './navigation';

/** The hamburger button and drawer of the mobile header (spec 3 §2). */
export function MobileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  const { session } = usePlatform();
  const close = () => setOpen(false);
  return (
    <>
      <Burger type="button" aria-label={t('shell.nav.menu')} aria-expanded={open} onClick={() => setOpen(true)}>
        ☰
      </Burger>
      <Dialog open={open} onClose={close} title={t('shell.nav.menu')} variant="drawer" width={LAYOUT.drawerWidth}>
        <DrawerNav aria-label={t('shell.nav.menu')}>
          {[...MAIN_NAV, ...MORE_NAV].map((item) => (
            <LocaleLink key={item.to} to={item.to} onClick={close}>
              {t(item.label)}
            </LocaleLink>
          ))}
          <LanguageMenu label={t('shell.language')} />
          {user && (
            <button
              type="button"
              onClick={() => {
                close();
                void session.logout();
              }}
            >
              {t('shell.logout')}
            </button>
          )}
        </DrawerNav>
      </Dialog>
    </>
  );
}

/** The mobile bottom tab bar: Discover, Trackers, Perpetual and Search. */
export function MobileTabBar() {
  const t = useT();
  const { bus } = usePlatform();
  return (
    <Tabs aria-label={t('shell.nav.tabs')}>
      {TAB_NAV.map((item) => (
        <LocaleNavLink key={item.to} to={item.to}>
          {t(item.label)}
        </LocaleNavLink>
      ))}
      <button type="button" onClick={() => bus.emit('search.open', {})}>
        {t('shell.search.label')}
      </button>
    </Tabs>
  );
}

const mobileOnly = `
  display: none;
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    display: flex;
  }
`;

const Burger = styled.button`
  ${mobileOnly};
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
  a, button {
    padding: 10px 4px;
    color: ${vars.color.text};
    text-decoration: none;
    background: transparent;
    border: 0;
    border-bottom: 1px solid ${vars.color.border};
    text-align: left;
    font: inherit;
    cursor: pointer;
  }
  select { margin-top: 8px; height: 32px; background: ${vars.color.surfaceRaised}; color: ${vars.color.text}; border: 1px solid ${vars.color.border}; }
`;

const Tabs = styled.nav`
  ${mobileOnly};
  position: sticky;
  bottom: 0;
  z-index: 20;
  height: 52px;
  justify-content: space-around;
  align-items: center;
  background: ${vars.color.surface};
  border-top: 1px solid ${vars.color.border};
  a, button {
    flex: 1;
    text-align: center;
    color: ${vars.color.textMuted};
    text-decoration: none;
    background: transparent;
    border: 0;
    font: inherit;
    font-size: ${vars.size.fontSm};
    cursor: pointer;
  }
  a.active { color: ${vars.color.text}; }
`;
