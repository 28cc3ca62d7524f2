import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { usePlatform } from '@nova/shared-contracts';
import { useSession } from '@nova/shared-ui';
import { OverlaySlot } from '../remotes/RemoteSlot';

export type AccountDialog = 'deposit' | 'recovery';

const OpenAccountDialog = createContext<(dialog: AccountDialog) => void>(() => undefined);

/** Opens mf_wallets' deposit or recovery-phrase dialog (header button, account menu, mobile drawer). */
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
  // mf_trade's Deposit / Top up buttons (zero or too little native balance) ask for the deposit dialog.
  useEffect(() => bus.on('deposit.open', () => setOpen('deposit')), [bus]);
  const close = () => setOpen(null);
  return (
    <OpenAccountDialog.Provider value={setOpen}>
      {children}
      {open === 'deposit' && <OverlaySlot remote="mf_wallets" expose="./DepositDialog" props={{ onClose: close }} onClose={close} />}
      {open === 'recovery' && <OverlaySlot remote="mf_wallets" expose="./RecoveryPhraseDialog" props={{ onClose: close }} onClose={close} />}
    </OpenAccountDialog.Provider>
  );
}
