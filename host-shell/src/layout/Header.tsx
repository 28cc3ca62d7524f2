import { useEffect } from 'react';
import styled from '@emotion/styled';
import { LAYOUT, PRODUCT_NAME } from '@nova/shared-contracts';
import { Button, usePlatform, useSession, vars } from '@nova/shared-ui';
import { useT } from '../app/HostContext';
import { LocaleLink } from '../app/LocaleLink';
import { AccountMenu } from './AccountMenu';
import { useOpenAccountDialog } from './AccountDialogs';
import { LanguageMenu } from './LanguageMenu';
import { COMPACT_HEADER_MAX, MobileMenu } from './MobileNav';
import { NavItemLink, NavMenu } from './NavMenu';
import { MAIN_NAV, MORE_NAV, PROMO_LINKS, REWARDS_NAV } from './navigation';

/**
 * The header of spec 3 §2: logo, navigation with the Rewards and More menus, promo links, the
 * search box with its / hint, Deposit (custodial), the account menu or Log in, and the language.
 */
export function Header() {
  const t = useT();
  const { bus, session: sessionService } = usePlatform();
  const session = useSession();
  const openDialog = useOpenAccountDialog();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      event.preventDefault();
      bus.emit('search.open', {});
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bus]);

  return (
    <Bar>
      <MobileMenu />
      {/* Logo: /markets when logged in, home when logged out (spec 3 §2). */}
      <LocaleLink to={session.user ? '/markets' : '/'} className="logo" aria-label={`${PRODUCT_NAME} home`}>
        {PRODUCT_NAME}
      </LocaleLink>
      <nav aria-label="Main">
        {MAIN_NAV.map((item) => (
          <NavItemLink key={item.to} item={item} nav />
        ))}
        <NavMenu label={t('shell.nav.rewards')} items={REWARDS_NAV} />
        <NavMenu label={t('shell.nav.more')} items={MORE_NAV}>
          <li className="separator promo-in-menu" role="separator" />
          {PROMO_LINKS.map((link) => (
            <li key={link.href} className="promo-in-menu">
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {t(link.label)} ↗
              </a>
            </li>
          ))}
        </NavMenu>
        {PROMO_LINKS.map((link) => (
          <a key={link.href} className="promo" href={link.href} target="_blank" rel="noopener noreferrer">
            {t(link.label)}
          </a>
        ))}
      </nav>
      <button type="button" className="search" aria-keyshortcuts="/" onClick={() => bus.emit('search.open', {})}>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <circle cx="6" cy="6" r="4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
          <path d="M9.5 9.5L13 13" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span className="placeholder">{t('shell.search.placeholder')}</span>
        <kbd aria-hidden="true">/</kbd>
      </button>
      {session.kind === 'custodial' && (
        <Button size="sm" variant="primary" className="deposit" onClick={() => openDialog('deposit')}>
          {t('shell.account.deposit')}
        </Button>
      )}
      {session.user ? (
        <AccountMenu />
      ) : (
        <Button size="sm" variant="primary" onClick={() => void sessionService.requestLogin()}>
          {t('shell.login')}
        </Button>
      )}
      <LanguageMenu label={t('shell.language')} className="language" />
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  height: ${LAYOUT.headerHeight}px;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 12px;
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
  .logo { font-weight: 800; font-size: ${vars.size.fontLg}; color: ${vars.color.text}; text-decoration: none; }
  nav { display: flex; align-items: center; gap: 14px; white-space: nowrap; }
  nav > a { display: inline-flex; align-items: center; gap: 3px; color: ${vars.color.textMuted}; text-decoration: none; }
  nav > a:hover, nav > a.active { color: ${vars.color.text}; }
  nav .hot { color: ${vars.color.warn}; }
  nav .tag { margin-inline-start: 2px; padding: 0 4px; border-radius: 3px; background: ${vars.color.warnSoft}; color: ${vars.color.warn}; font-size: ${vars.size.fontXs}; line-height: 15px; }
  nav .promo { color: ${vars.color.accent}; font-size: ${vars.size.fontSm}; }
  .promo-in-menu { display: none; }
  @media (max-width: 1439px) {
    nav .promo { display: none; }
    .promo-in-menu { display: block; }
  }
  .search {
    flex: 1;
    min-width: 140px;
    max-width: 300px;
    margin-inline-start: auto;
    display: flex;
    align-items: center;
    gap: 8px;
    height: 30px;
    padding: 0 8px 0 10px;
    background: ${vars.color.surfaceRaised};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusMd};
    color: ${vars.color.textDim};
    font: inherit;
    font-size: ${vars.size.fontSm};
    cursor: text;
  }
  .search:hover { border-color: ${vars.color.borderStrong}; }
  .search .placeholder { flex: 1; text-align: start; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  .search kbd {
    color: ${vars.color.textDim};
    border: 1px solid ${vars.color.border};
    border-radius: 3px;
    padding: 0 4px;
    font-size: ${vars.size.fontXs};
  }
  .language { background: ${vars.color.surfaceRaised}; color: ${vars.color.text}; border: 1px solid ${vars.color.border}; border-radius: ${vars.size.radiusSm}; height: 28px; }
  @media (max-width: 1279px) {
    nav { gap: 10px; }
    .search { min-width: 110px; }
    .language { max-width: 104px; }
  }
  @media (max-width: ${COMPACT_HEADER_MAX}px) {
    nav { display: none; }
  }
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    gap: 8px;
    .language, .search kbd { display: none; }
    .search { max-width: none; min-width: 0; }
  }
`;
