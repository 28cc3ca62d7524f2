import styled from '@emotion/styled';
import { useState } from 'react';
import type { SmartWallet } from '@nova/shared-contracts';
import { Button, shortenAddress, TextField, vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { nameDraftOf, walletNameError } from '../model/walletName';

export interface WalletNameFormProps {
  wallet: SmartWallet;
  /** A change of this wallet is on its way: Save waits. */
  busy: boolean;
  /** Saves the trimmed name (empty clears it). */
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}

/** The inline rename of a followed wallet (spec 2 §5: at most 30 characters after trimming). */
export function WalletNameForm({ wallet, busy, onSave, onCancel }: WalletNameFormProps) {
  const { t } = useTrackersMessages();
  const [draft, setDraft] = useState(() => nameDraftOf(wallet));
  const error = walletNameError(draft) ? t('trackers.group.error.nameTooLong') : null;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (error === null) void onSave(draft.trim());
      }}
    >
      <TextField label={t('trackers.monitor.nameOf', { address: shortenAddress(wallet.wallet_address) })} value={draft} onChange={(event) => setDraft(event.target.value)} error={error ?? undefined} autoFocus />
      <div className="buttons">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('trackers.dialog.cancel')}
        </Button>
        <Button size="sm" variant="primary" type="submit" disabled={busy || error !== null}>
          {t('trackers.monitor.saveName')}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
  & .buttons { display: flex; justify-content: flex-end; gap: ${vars.size.space2}; }
`;
