import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogForm, DialogText, TextArea, usePlatform } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { useMonitorMutation } from '../api/monitor';
import { IMPORT_MAX, parseImport } from '../model/importList';
import { errorText } from '../model/walletName';

export interface ImportDialogProps {
  groupId: string;
  /** The group's name, cleaned (for the title). */
  groupName: string;
  onClose: () => void;
}

/** Import smart wallets into a group: one `address` or `address, name` per line. */
export function ImportDialog({ groupId, groupName, onClose }: ImportDialogProps) {
  const { t } = useTrackersMessages();
  const { toast } = usePlatform();
  const importWallets = useMonitorMutation('smartImport');
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const id = useId();
  const parsed = parseImport(text);
  const problem =
    parsed.invalidLines.length > 0 ? t('trackers.import.invalidLines', { lines: parsed.invalidLines.slice(0, 5).join(', '), count: parsed.invalidLines.length })
    : parsed.tooMany ? t('trackers.import.tooMany', { max: IMPORT_MAX })
    : submitted && parsed.wallets.length === 0 ? t('trackers.import.empty')
    : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem !== null || parsed.wallets.length === 0) return;
    setSaving(true);
    setServerError(null);
    try {
      const result = await importWallets.mutateAsync({ wallet_group_id: groupId, wallets: parsed.wallets });
      toast.show({ kind: 'success', message: t('trackers.import.done', { imported: result.imported, skipped: result.skipped + parsed.duplicates }), durationMs: 4000 });
      onClose();
    } catch (error) {
      setServerError(errorText(error));
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('trackers.import.title', { group: groupName })} width={480} closeLabel={t('trackers.dialog.close')}>
      <DialogForm data-dense onSubmit={(event) => void submit(event)} noValidate>
        <TextArea
          id={id}
          label={t('trackers.import.label')}
          mono
          value={text}
          rows={8}
          spellCheck={false}
          placeholder={t('trackers.import.placeholder')}
          hint={t('trackers.import.hint', { count: parsed.wallets.length, max: IMPORT_MAX })}
          error={problem || undefined}
          announceError
          onChange={(event) => setText(event.target.value)}
          data-autofocus
        />
        {serverError && (
          <DialogText data-tone="error" role="alert">
            {serverError}
          </DialogText>
        )}
        <DialogActions>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('trackers.dialog.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={saving} disabled={saving}>
            {t('trackers.import.submit', { count: parsed.wallets.length })}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}




