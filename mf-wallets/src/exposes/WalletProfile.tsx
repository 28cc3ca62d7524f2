import styled from '@emotion/styled';
import { BuildMark, Dialog, exposeModule, shortenAddress, vars } from '@nova/shared-ui';
import type { ExposedProps } from '@nova/shared-contracts';
import { ProfileBoundary } from '../features/profile/components/ProfileError';
import { ProfileView } from '../features/profile/components/ProfileView';
import { useProfileMessages } from '../features/profile/i18n/messages';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type WalletProfileProps = ExposedProps<'mf_wallets', './WalletProfile'>;

/** Spec 2 §9: the profile modal is 960 wide (a full-height bottom drawer below 768 px). */
export const PROFILE_MODAL_WIDTH = 960;

/**
 * mf_wallets './WalletProfile': a wallet's profile (own-wallet layout for the user's own Solana
 * address, else someone else's). As a page by default; with `onClose` it is the 960 px modal (a
 * full-height bottom drawer on phones) that closes itself when a token page opens.
 */
function WalletProfile({ chain, address, onClose }: WalletProfileProps) {
  const { t } = useProfileMessages();
  const title = t('walletProfile.title', { address: shortenAddress(address) });
  const view = (
    <ProfileBoundary>
      <ProfileView chain={chain} address={address} {...(onClose ? { onNavigate: onClose } : {})} />
    </ProfileBoundary>
  );
  if (onClose)
    return (
      <Dialog open onClose={onClose} title={title} width={PROFILE_MODAL_WIDTH} closeLabel={t('walletProfile.close')}>
        <Sheet>{view}</Sheet>
      </Dialog>
    );
  return (
    <Page aria-label={title}>
      <BuildMark mark={__NOVA_BUILD_MARK__} />
      {view}
    </Page>
  );
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  padding: ${vars.size.space4};
  min-width: 0;
`;

/** Below 768 px the shared Dialog is a bottom sheet; the profile fills it to its full height. */
const Sheet = styled.div`
  @media (max-width: 767px) { min-height: calc(92vh - 80px); }
`;

export default exposeModule(WalletProfile);
