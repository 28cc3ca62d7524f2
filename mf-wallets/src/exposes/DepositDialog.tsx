import { useState } from 'react';
import { ownAddress } from '@nova/shared-contracts';
import type { ExposedProps } from '@nova/shared-contracts';
import { BuildMark, Dialog, exposeModule, Tabs, usePlatform, useSession } from '@nova/shared-ui';
import { useWalletsMessages } from '../i18n/messages';
import { DepositAddress } from '../features/deposit/components/DepositAddress';
import { WalletFunding } from '../features/deposit/components/WalletFunding';
import { DEPOSIT_CHAINS, chainName, initialDepositChain } from '../features/deposit/model/chains';
import { Notice } from '../shared/Notice';
import { DIALOG_WIDTH } from '../shared/layout';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type DepositDialogProps = ExposedProps<'mf_wallets', './DepositDialog'>;

/**
 * mf_wallets './DepositDialog': the deposit modal of a custodial user (spec 2 §2), mounted while open;
 * for a wallet login, the address of its own wallet to fund (WalletFunding).
 */
function DepositDialog({ chain: requested, onClose }: DepositDialogProps) {
  const platform = usePlatform();
  const session = useSession();
  const { t } = useWalletsMessages();
  const start = requested ?? platform.activeChain();
  const [chain, setChain] = useState(() => initialDepositChain(start));
  const own = session.kind === 'wallet' && session.user ? ownAddress(session.user) : null;

  return (
    <Dialog open onClose={onClose} title={t('wallets.deposit.title')} width={DIALOG_WIDTH.deposit} headerExtra={<BuildMark mark={__NOVA_BUILD_MARK__} />}>
      {session.kind === null ? (
        <Notice>{t('wallets.signedOut')}</Notice>
      ) : own ? (
        <WalletFunding own={own} start={start} />
      ) : session.kind === 'wallet' ? (
        <Notice>{t('wallets.custodialOnly')}</Notice>
      ) : (
        <>
          <Tabs label={t('wallets.deposit.network')} appearance="pill" size="sm" value={chain} onChange={setChain} items={DEPOSIT_CHAINS.map((value) => ({ value, label: chainName(value) }))} />
          <DepositAddress key={chain} chain={chain} />
        </>
      )}
    </Dialog>
  );
}

export default exposeModule(DepositDialog);
