import styled from '@emotion/styled';
import { ownAddress, ROUTES } from '@nova/shared-contracts';
import type { Locale, SessionUser } from '@nova/shared-contracts';
import { usePlatform, vars } from '@nova/shared-ui';
import { AppLink } from '../../../shared/AppLink';
import { useDrawerMessages } from '../i18n/messages';
import { myWalletLink } from '../model/drawer';
import type { AccountDialog } from '../model/drawer';

export interface AccountLinksProps {
  user: SessionUser;
  custodial: boolean;
  openDialog: (dialog: AccountDialog) => void;
  onClose: () => void;
  languages: ReadonlyArray<{ locale: Locale; name: string }>;
  onLanguage: (locale: Locale) => void;
}

/** The account links: My wallet, Export recovery phrase (custodial), Invite plan, Bind invite code, the language, Log out. */
export function AccountLinks({ user, custodial, openDialog, onClose, languages, onLanguage }: AccountLinksProps) {
  const { t, locale } = useDrawerMessages();
  const { session } = usePlatform();
  const own = ownAddress(user);
  const wallet = own && myWalletLink(own);
  return (
    <Links aria-label={t('profileDrawer.account')}>
      {wallet &&
        (wallet.external ? (
          <a href={wallet.href} target="_blank" rel="noopener noreferrer">
            {t('profileDrawer.myWallet')} ↗
          </a>
        ) : (
          <AppLink to={wallet.href}>{t('profileDrawer.myWallet')}</AppLink>
        ))}
      {custodial && (
        <button type="button" onClick={() => openDialog('recovery')}>
          {t('profileDrawer.export')}
        </button>
      )}
      <AppLink to={ROUTES.referral()}>{t('profileDrawer.referral')}</AppLink>
      <AppLink to={ROUTES.bindCode()}>{t('profileDrawer.bindCode')}</AppLink>
      <select className="language" aria-label={t('profileDrawer.language')} value={locale} onChange={(event) => onLanguage(event.target.value as Locale)}>
        {languages.map((language) => (
          <option key={language.locale} value={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="logout"
        onClick={() => {
          onClose();
          void session.logout();
        }}
      >
        {t('profileDrawer.logout')}
      </button>
    </Links>
  );
}

const Links = styled.nav`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${vars.color.border};
  padding-top: ${vars.size.space3};
  a, button { display: block; padding: ${vars.size.space3} ${vars.size.space2}; border: 0; border-radius: ${vars.size.radiusSm}; background: transparent; color: ${vars.color.text}; font: inherit; font-size: ${vars.size.fontSm}; text-align: start; text-decoration: none; cursor: pointer; }
  a:hover, button:hover { background: ${vars.color.surfaceHover}; }
  .language { margin: ${vars.size.space2} ${vars.size.space2}; height: 30px; background: ${vars.color.bg}; color: ${vars.color.text}; border: 1px solid ${vars.color.border}; border-radius: ${vars.size.radiusSm}; }
  .logout { color: ${vars.color.down}; }
`;
