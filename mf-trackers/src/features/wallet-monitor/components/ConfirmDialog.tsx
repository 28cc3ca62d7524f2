import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogStack, DialogText } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { errorText } from '../model/walletName';

export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** A destructive action asked once more (delete or clear a group); the server's refusal shows in it. */
export function ConfirmDialog({ title, body, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTrackersMessages();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} title={title} width={400} closeLabel={t('trackers.dialog.close')}>
      <DialogStack>
        <DialogText>{body}</DialogText>
        {error && (
          <DialogText data-tone="error" role="alert">
            {error}
          </DialogText>
        )}
        <DialogActions>
          <Button variant="ghost" onClick={onClose} data-autofocus>
            {t('trackers.dialog.cancel')}
          </Button>
          <Button variant="sell" loading={busy} disabled={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogStack>
    </Dialog>
  );
}



