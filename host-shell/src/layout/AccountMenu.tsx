import { useCallback, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { usePlatform } from '@nova/shared-contracts';
import type { SessionUser } from '@nova/shared-contracts';
import { shortenAddress, useSession, vars } from '@nova/shared-ui';
import { useT } from '../app/HostContext';
import { LocaleLink } from '../app/LocaleLink';
import { ownAddress, ownWalletHref } from '../features/wallet/ownAddress';
import { useOpenAccountDialog } from './AccountDialogs';
import { menuList } from './NavMenu';
import { useDismiss } from './useDismiss';

/** What the account button shows: the email, else the user's own wallet address, shortened. */
export function accountLabel(user: SessionUser): string {
  return user.email ?? shortenAddress(ownAddress(user)?.address ?? user.user_id);
}

/** The signed-in user's profile button and menu: own wallet, export recovery phrase (custodial), log out. */
export function AccountMenu() {
  const t = useT();
  const { user, kind } = useSession();
  const { session } = usePlatform();
  const openDialog = useOpenAccountDialog();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setOpen(false), []);
  useDismiss(root, open, closeMenu);
  if (!user) return null;
  const label = accountLabel(user);
  const own = ownAddress(user);
  const wallet = own && ownWalletHref(own);
  return (
    <Wrap ref={root}>
      <button type="button" className="trigger" aria-expanded={open} aria-controls={id} aria-label={`${t('shell.account.label')}: ${label}`} onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden="true">
          {label.slice(0, 1).toUpperCase()}
        </span>
        <span className="name">{label}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={id} aria-label={t('shell.account.label')}>
          {wallet && (
            <li>
              {wallet.external ? (
                <a href={wallet.href} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
                  {t('shell.account.wallet')}
                </a>
              ) : (
                <LocaleLink to={wallet.href} onClick={() => setOpen(false)}>
                  {t('shell.account.wallet')}
                </LocaleLink>
              )}
            </li>
          )}
          {kind === 'custodial' && (
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  openDialog('recovery');
                }}
              >
                {t('shell.account.export')}
              </button>
            </li>
          )}
          <li className="separator" role="separator" />
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                void session.logout();
              }}
            >
              {t('shell.logout')}
            </button>
          </li>
        </ul>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  .trigger {
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
  }
  .trigger:hover { border-color: ${vars.color.borderStrong}; }
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
  }
  .name { max-width: 160px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  ul { ${menuList}; right: 0; top: 36px; }
  @media (max-width: 1279px) {
    .name { display: none; }
  }
`;
