import { Suspense } from 'react';
import type { ExposedProps, PerpFundStat } from '@nova/shared-contracts';
import { dataOf, exposeModule } from '@nova/shared-ui';
import { usePerpsMessages } from '../i18n/messages';
import { ConvertDialog } from '../features/convert';
import { DepositDialog } from '../features/deposit';
import { WithdrawDialog } from '../features/withdraw';
import { usePerpAccount } from '../shared/api/usePerpAccount';
import { chainTypeOf } from '../shared/model/chainTypes';
import type { PerpChainType } from '../shared/model/chainTypes';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type PerpTransferDialogProps = ExposedProps<'mf_perps', './PerpTransferDialog'>;

/** The available balance of a chain type's perp account ('0' until the fund stats arrive). */
export function availableOf(rows: readonly PerpFundStat[] | undefined, type: PerpChainType): string {
  return String(rows?.find((row) => row.chain_type === type)?.available ?? '0');
}

/**
 * mf_perps './PerpTransferDialog': the Convert or the Withdraw dialog of the /perps page on its
 * own (the profile drawer's perp cards, spec 2 §2). `chain` picks the network first shown (its
 * chain type's networks are offered); without it, the active perp chain's type. A wallet login's
 * Convert is its on-chain Deposit (its USDT is on its chain, not in a custodial wallet).
 */
function PerpTransferDialog({ action, chain, onClose }: PerpTransferDialogProps) {
  const { t } = usePerpsMessages();
  const account = usePerpAccount();
  const type: PerpChainType = chain ? (chain === 'solana' ? 'SOL' : 'EVM') : chainTypeOf(account.active);
  const rows = dataOf(account.stats);
  // Withdraw checks the amount against the available balance: it opens once the balance is known.
  if (!account.signedIn || (action === 'withdraw' && !rows)) return null;
  return (
    <Suspense fallback={null}>
      {action === 'convert' && account.walletAuth ? (
        <DepositDialog open type={type} chain={chain} walletAuth t={t} ownAddress={account.ownAddress} onClose={onClose} />
      ) : action === 'convert' ? (
        <ConvertDialog open type={type} chain={chain} t={t} ownAddress={account.ownAddress} onClose={onClose} />
      ) : (
        <WithdrawDialog open type={type} chain={chain} available={availableOf(rows, type)} walletAuth={account.walletAuth} t={t} ownAddress={account.ownAddress} onClose={onClose} />
      )}
    </Suspense>
  );
}

export default exposeModule(PerpTransferDialog);
