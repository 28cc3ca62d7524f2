import { useCallback, useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useLocation } from 'react-router-dom';
import { LOCALES, ownAddress } from '@nova/shared-contracts';
import type { SessionUser } from '@nova/shared-contracts';
import { shortenAddress, useSession, vars } from '@nova/shared-ui';
import { useT } from '../app/HostContext';
import { OverlaySlot } from '../remotes/RemoteSlot';
import { pageType } from '../routing/paths';
import { LOCALE_NAMES } from '../services/i18n/messages';
import { useOpenAccountDialog } from './AccountDialogs';
import type { AccountDialog } from './AccountDialogs';
import { useSwitchLocale } from './LanguageMenu';

/** What the account button shows: the email, else the user's own wallet address, shortened. */
export function accountLabel(user: SessionUser): string {
  return user.email ?? shortenAddress(ownAddress(user)?.address ?? user.user_id);
}

type DrawerState = 'closed' | 'open' | 'closing';

/** How long the drawer's closing slide takes (spec 2 §9). */
export const DRAWER_CLOSE_MS = 300;

/** The languages the drawer offers, each by its own name. */
const LANGUAGES = LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] }));

/**
 * The signed-in user's account button; it opens mf_wallets' profile drawer (spec 2 §2), loaded on
 * the first click, never on a visitor's first paint. The drawer closes on a route change with the
 * 300 ms slide (spec 2 §9), and before it opens an account dialog.
 */
export function AccountMenu() {
  const t = useT();
  const { user } = useSession();
  const switchLocale = useSwitchLocale();
  const openDialog = useOpenAccountDialog();
  const { pathname } = useLocation();
  const [state, setState] = useState<DrawerState>('closed');
  const openedOn = useRef(pathname);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => {
    setState((current) => (current === 'open' ? 'closing' : current));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('closed'), DRAWER_CLOSE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (state === 'open' && pathname !== openedOn.current) close();
  }, [pathname, state, close]);
  useEffect(() => {
    if (!user) setState('closed');
  }, [user]);

  if (!user) return null;
  const label = accountLabel(user);
  const open = () => {
    clearTimeout(timer.current);
    openedOn.current = pathname;
    setState('open');
  };
  const dialog = (which: AccountDialog) => {
    setState('closed');
    openDialog(which);
  };
  return (
    <>
      <Trigger type="button" aria-haspopup="dialog" aria-expanded={state === 'open'} aria-label={`${t('shell.account.label')}: ${label}`} onClick={open}>
        {/* The initial is drawn by CSS, so the visible text stays the label the button is named by (axe label-content-name-mismatch). */}
        <span className="avatar" aria-hidden="true" data-initial={label.slice(0, 1).toUpperCase()} />
        <span className="name">{label}</span>
        <span aria-hidden="true">▾</span>
      </Trigger>
      {state !== 'closed' && (
        <OverlaySlot
          remote="mf_wallets"
          expose="./ProfileDrawer"
          props={{ page: pageType(openedOn.current), closing: state === 'closing', onClose: close, openDialog: dialog, languages: LANGUAGES, onLanguage: switchLocale }}
          onClose={close}
        />
      )}
    </>
  );
}

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 6px;
  height: 30px;
  padding: 0 8px 0 4px;
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontSm};
  cursor: pointer;
  &:hover { border-color: ${vars.color.borderStrong}; }
  .avatar {
    display: grid;
    place-items: center;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${vars.color.accent};
    color: ${vars.color.bg};
    font-weight: 700;
    font-size: ${vars.size.fontXs};
    &::before { content: attr(data-initial); }
  }
  .name { max-width: 160px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  @media (max-width: 1279px) {
    .name { display: none; }
  }
`;
