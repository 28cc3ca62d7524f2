import type { MouseEvent, ReactNode } from 'react';
import styled from '@emotion/styled';
import { Popover, usePlatform, useSession, vars } from '@nova/shared-ui';
import { useT } from '../app/HostContext';
import { LocaleLink, LocaleNavLink } from '../app/LocaleLink';
import type { NavItem } from './navigation';

/**
 * A navigation link. A login-gated item (`login`) asks a visitor to log in first and goes to its
 * page once signed in (spec 3 §6: "restricted menu items and Rewards prompt login then redirect").
 */
export function NavItemLink({ item, onNavigate, nav = false, className }: { item: NavItem; onNavigate?: () => void; nav?: boolean; className?: string }) {
  const t = useT();
  const { user } = useSession();
  const { session } = usePlatform();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (item.login && !user) {
      event.preventDefault();
      void session.requestLogin({ redirectTo: item.to });
    }
  };
  const content = (
    <>
      {t(item.label)}
      {item.hot && <HotIcon />}
      {item.tag && <small className="tag">{t(item.tag)}</small>}
    </>
  );
  const title = item.login && !user ? t('shell.nav.loginFirst', { page: t(item.label) }) : undefined;
  return nav ? (
    <LocaleNavLink to={item.to} onClick={onClick} title={title} {...(className ? { className } : {})}>
      {content}
    </LocaleNavLink>
  ) : (
    <LocaleLink to={item.to} onClick={onClick} title={title} className={className}>
      {content}
    </LocaleLink>
  );
}

/** The small flame of hot entries, drawn inline (emoji fonts are not on every machine). */
export function HotIcon() {
  return (
    <svg className="hot" width="10" height="12" viewBox="0 0 10 12" aria-hidden="true">
      <path d="M5 0c.5 2.2 3.5 3.6 3.5 7A3.5 3.5 0 0 1 1.5 7C1.5 5.4 2.4 4.5 3 3.8c0 1.4.7 2 1.3 2.2C4 4 4.2 1.8 5 0z" fill="currentColor" />
    </svg>
  );
}

/**
 * A header dropdown (More, Rewards): the UI kit's popover (a disclosure button and a named panel)
 * holding the list of links; Escape or a click outside closes it, and so does following a link.
 */
export function NavMenu({ label, items, children }: { label: string; items: readonly NavItem[]; children?: ReactNode }) {
  return (
    <Wrap>
      <Popover
        trigger={
          <>
            {label} <span aria-hidden="true">▾</span>
          </>
        }
        label={label}
      >
        {(close) => (
          <ul aria-label={label}>
            {items.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} onNavigate={close} />
              </li>
            ))}
            {children}
          </ul>
        )}
      </Popover>
    </Wrap>
  );
}

/** The links of a header dropdown, inside the kit's popover panel. */
const menuList = `
  min-width: 180px;
  margin: 0;
  padding: 0;
  list-style: none;
  li > a, li > button {
    display: flex;
    align-items: center;
    gap: 6px;
    width: 100%;
    box-sizing: border-box;
    padding: 7px 10px;
    color: ${vars.color.text};
    text-decoration: none;
    border-radius: ${vars.size.radiusSm};
    background: transparent;
    border: 0;
    font: inherit;
    text-align: left;
    cursor: pointer;
    white-space: nowrap;
  }
  li > a:hover, li > button:hover { background: ${vars.color.surfaceHover}; }
  li.separator { height: 1px; margin: 4px 0; background: ${vars.color.border}; }
`;

const Wrap = styled.div`
  position: relative;
  && .trigger { height: auto; padding: 0; background: transparent; border: 0; color: ${vars.color.textMuted}; font: inherit; white-space: nowrap; }
  && .trigger:hover, && .trigger[aria-expanded='true'] { color: ${vars.color.text}; }
  && [role='dialog'] { padding: 4px; }
  ul { ${menuList}; }
  .hot { color: ${vars.color.warn}; }
`;
