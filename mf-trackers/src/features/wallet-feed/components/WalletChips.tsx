import styled from '@emotion/styled';
import { CHAINS } from '@nova/shared-contracts';
import type { SmartWallet } from '@nova/shared-contracts';
import { shortenAddress, ThirdPartyText, vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { walletLabel } from '../../../shared/walletNames';
import { Dim } from './Dim';
import type { FeedVariant } from './WalletFeed';

export interface WalletChipsProps {
  variant: FeedVariant;
  wallets: readonly SmartWallet[];
  /** The one wallet whose trades show; null: all of them. */
  chosen: string | null;
  onChoose: (address: string | null) => void;
}

/** The wallet filter: `All wallets`, then one toggle per followed wallet (a second press shows all again). */
export function WalletChips({ variant, wallets, chosen, onChoose }: WalletChipsProps) {
  const { t } = useTrackersMessages();
  return (
    <WalletList role="group" aria-label={t('trackers.wallet.walletCount', { count: wallets.length })} data-variant={variant}>
      <Chip type="button" aria-pressed={chosen === null} onClick={() => onChoose(null)}>
        {t('trackers.wallet.all')}
      </Chip>
      {wallets.map((wallet) => (
        <Chip
          key={wallet.wallet_address}
          type="button"
          aria-pressed={chosen === wallet.wallet_address}
          aria-label={t('trackers.wallet.showWallet', { name: walletLabel(wallet) })}
          onClick={() => onChoose(chosen === wallet.wallet_address ? null : wallet.wallet_address)}
        >
          <ThirdPartyText text={walletLabel(wallet)} />
          {variant === 'board' && <Dim>{`${CHAINS[wallet.chain].name} · ${shortenAddress(wallet.wallet_address, 4, 4)}`}</Dim>}
        </Chip>
      ))}
    </WalletList>
  );
}

const WalletList = styled.div`
  display: flex;
  flex: none;
  gap: ${vars.size.space2};
  padding: ${vars.size.space3};
  overflow-x: auto;
  border-bottom: 1px solid ${vars.color.border};
  scrollbar-width: thin;
  &[data-variant='board'] { flex-direction: column; overflow: auto; border: 0; padding: 0; }
  @media (max-width: 767px) {
    &[data-variant='board'] { flex-direction: row; overflow-x: auto; }
  }
`;

const Chip = styled.button`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-start;
  max-width: 160px;
  padding: ${vars.size.space2} ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.size.fontXs};
  cursor: pointer;
  & > span:first-of-type { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  &:hover { color: ${vars.color.text}; border-color: ${vars.color.borderStrong}; }
  &[aria-pressed='true'] { color: ${vars.color.text}; border-color: ${vars.color.accent}; }
  [data-variant='board'] > & { max-width: none; width: 100%; }
  @media (max-width: 767px) {
    [data-variant='board'] > & { width: auto; max-width: 180px; }
  }
`;
