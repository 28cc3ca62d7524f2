import styled from '@emotion/styled';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, IconButton, shortenAddress, TextField, ThirdPartyText, usePlatform, vars } from '@nova/shared-ui';
import { useRemarkSave } from '../api/mutations';
import { useProfileMessages } from '../i18n/messages';
import { checkRemark } from '../model/remark';

/** The wallet's name line: its remark (or short address) with Edit; editing, the remark form (Escape cancels). */
export function RemarkLine({ address, remark }: { address: string; remark: string }) {
  const { t } = useProfileMessages();
  const { toast } = usePlatform();
  const save = useRemarkSave(address);
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null)
    return (
      <Name>
        <h2>{remark ? <ThirdPartyText text={remark} /> : shortenAddress(address)}</h2>
        <IconButton size="sm" label={t('walletProfile.remark.edit')} icon={<PenIcon />} onClick={() => setDraft(remark)} />
      </Name>
    );
  const check = checkRemark(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok || save.isPending) return;
    if (check.value === remark) return setDraft(null);
    save.mutate(check.value, {
      onSuccess: () => {
        toast.show({ kind: 'success', message: t('walletProfile.remark.saved'), durationMs: 2000 });
        setDraft(null);
      },
      onError: (error) => toast.show({ kind: 'error', message: t('walletProfile.remark.failed', { reason: error.message }) }),
    });
  };
  return (
    <RemarkForm onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), setDraft(null))}>
      <TextField
        label={t('walletProfile.remark.label')}
        hideLabel
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        hint={t('walletProfile.remark.hint')}
        error={check.ok ? undefined : t('walletProfile.remark.tooLong', { length: check.length })}
        autoFocus
      />
      <Button type="submit" size="sm" variant="primary" disabled={!check.ok} loading={save.isPending}>
        {t('walletProfile.remark.save')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
        {t('walletProfile.remark.cancel')}
      </Button>
    </RemarkForm>
  );
}

function PenIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
      <path fill="currentColor" d="M11.3 1.3a1 1 0 0 1 1.4 0l2 2a1 1 0 0 1 0 1.4L6 13.4 2 14l.6-4 8.7-8.7zM4.5 10.6l-.2 1.1 1.1-.2 7.2-7.2-.9-.9-7.2 7.2z" />
    </svg>
  );
}

const Name = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space2};
  min-width: 0;
  h2 { margin: 0; font-size: ${vars.size.fontXl}; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const RemarkForm = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${vars.size.space3};
  max-width: 460px;
  > :first-of-type { flex: 1; }
`;
