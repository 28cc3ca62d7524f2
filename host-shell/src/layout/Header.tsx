import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { LAYOUT, PRODUCT_NAME, usePlatform } from '@nova/shared-contracts';
import { Button, shortenAddress, useSession, vars } from '@nova/shared-ui';
import { useT } from '../app/HostContext';
import { LocaleLink, LocaleNavLink } from '../app/LocaleLink';
import { LanguageMenu } from './LanguageMenu';
import { MobileMenu } from './MobileNav';
import { MoreMenu } from './MoreMenu';
import { MAIN_NAV } from './navigation';

/** The header of spec 3 §2: logo, navigation, search box with its / hint, language, login or account. */
export function Header() {
  const t = useT();
  const { bus, session: sessionService } = usePlatform();
  const session = useSession();
  const search = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      event.preventDefault();
      search.current?.focus();
      bus.emit('search.open', {});
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bus]);

  const account = session.user ? (session.user.email ?? shortenAddress(session.user.sol_address ?? session.user.evm_address ?? session.user.user_id)) : null;
  return (
    <Bar>
      <MobileMenu />
      {/* Logo: /markets when logged in, home when logged out (spec 3 §2). */}
      <LocaleLink to={session.user ? '/markets' : '/'} className="logo" aria-label={`${PRODUCT_NAME} home`}>
        {PRODUCT_NAME}
      </LocaleLink>
      <nav aria-label="Main">
        {MAIN_NAV.map((item) => (
          <LocaleNavLink key={item.to} to={item.to}>
            {t(item.label)}
            {item.tag && <small> {t(item.tag)}</small>}
          </LocaleNavLink>
        ))}
        <MoreMenu />
      </nav>
      <label className="search">
        <input
          ref={search}
          type="search"
          aria-label={t('shell.search.label')}
          placeholder={t('shell.search.placeholder')}
          onFocus={(e) => bus.emit('search.open', { query: e.currentTarget.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') bus.emit('search.open', { query: e.currentTarget.value });
          }}
        />
        <kbd aria-hidden="true">/</kbd>
      </label>
      <LanguageMenu label={t('shell.language')} className="language" />
      {account ? (
        <div className="account">
          <span>{account}</span>
          <Button size="sm" variant="ghost" onClick={() => void sessionService.logout()}>
            {t('shell.logout')}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="primary" onClick={() => void sessionService.requestLogin()}>
          {t('shell.login')}
        </Button>
      )}
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
  nav { display: flex; align-items: center; gap: 12px; }
  nav a { color: ${vars.color.textMuted}; text-decoration: none; }
  nav a.active { color: ${vars.color.text}; }
  nav small { color: ${vars.color.warn}; font-size: ${vars.size.fontXs}; }
  .search { position: relative; flex: 1; max-width: 360px; margin-left: auto; }
  .search input {
    width: 100%;
    box-sizing: border-box;
    height: 30px;
    padding: 0 28px 0 10px;
    background: ${vars.color.surfaceRaised};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusMd};
    color: ${vars.color.text};
  }
  .search kbd {
    position: absolute;
    right: 8px;
    top: 6px;
    color: ${vars.color.textDim};
    border: 1px solid ${vars.color.border};
    border-radius: 3px;
    padding: 0 4px;
    font-size: ${vars.size.fontXs};
  }
  .language { background: ${vars.color.surfaceRaised}; color: ${vars.color.text}; border: 1px solid ${vars.color.border}; border-radius: ${vars.size.radiusSm}; height: 28px; }
  .account { display: flex; align-items: center; gap: 8px; color: ${vars.color.textMuted}; }
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    gap: 8px;
    nav, .language, .search kbd { display: none; }
    .search { max-width: none; }
    .account span { display: none; }
  }
`;
