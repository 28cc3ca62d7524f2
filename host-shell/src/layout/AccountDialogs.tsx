import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { ChainKey } from '@nova/shared-contracts';
import { usePlatform, useSession } from '@nova/shared-ui';
import { OverlaySlot } from '../remotes/RemoteSlot';

/** mf_wallets' custodial dialogs, or mf_perps' convert / withdraw for a perp card of the profile drawer. */
export type AccountDialog = 'deposit' | 'withdraw' | 'recovery' | { perp: 'convert' | 'withdraw'; chain: 'solana' | 'bsc' | 'eth' };

const OpenAccountDialog = createContext<(dialog: AccountDialog) => void>(() => undefined);

/** Opens an account dialog (header Deposit button, the profile drawer, the mobile menu). */
export const useOpenAccountDialog = () => useContext(OpenAccountDialog);

/**
 * The custodial account dialogs. They belong to mf_wallets; the host mounts the module only while
 * it is open (so nothing loads for a visitor) and unmounts it on close or logout.
 */
export function AccountDialogs({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<AccountDialog | null>(null);
  const { user } = useSession();
  const { bus } = usePlatform();
  useEffect(() => {
    if (!user) setOpen(null);
  }, [user]);
  // mf_trade's Deposit / Top up buttons (zero or too little native balance) ask for the deposit
  // dialog on their token's chain.
  const [depositChain, setDepositChain] = useState<ChainKey | undefined>();
  useEffect(
    () =>
      bus.on('deposit.open', ({ chain }) => {
        setDepositChain(chain);
        setOpen('deposit');
      }),
    [bus],
  );
  const close = () => {
    setOpen(null);
    setDepositChain(undefined);
  };
  return (
    <OpenAccountDialog.Provider value={setOpen}>
      {children}
      {open === 'deposit' && <OverlaySlot remote="mf_wallets" expose="./DepositDialog" props={{ chain: depositChain, onClose: close }} onClose={close} />}
      {open === 'withdraw' && <OverlaySlot remote="mf_wallets" expose="./WithdrawDialog" props={{ onClose: close }} onClose={close} />}
      {open === 'recovery' && <OverlaySlot remote="mf_wallets" expose="./RecoveryPhraseDialog" props={{ onClose: close }} onClose={close} />}
      {typeof open === 'object' && open !== null && (
        <OverlaySlot remote="mf_perps" expose="./PerpTransferDialog" props={{ action: open.perp, chain: open.chain, onClose: close }} onClose={close} />
      )}
    </OpenAccountDialog.Provider>
  );
}
