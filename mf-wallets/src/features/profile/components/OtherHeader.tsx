import styled from '@emotion/styled';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { isUnnamedDefaultGroup } from '@nova/shared-contracts';
import type { ChainKey, EndpointResponse } from '@nova/shared-contracts';
import { Button, IconButton, Popover, shortenAddress, stripBidiControls, TextField, ThirdPartyText, usePlatform, vars } from '@nova/shared-ui';
import { useGroupChange, useRemarkSave } from '../api/mutations';
import { checkRemark } from '../model/remark';
import { visibleTagCount } from '../model/tags';
import { checklistChange, trackChange, visibleGroups } from '../model/track';
import type { GroupChange } from '../model/track';
import { useProfileMessages } from '../i18n/messages';
import { AddressLine, Avatar, Head } from './Identity';
import { ShareIcon } from './Lists';

type WalletInfo = EndpointResponse<'walletInfoDetail'>;

export interface OtherHeaderProps {
  chain: ChainKey;
  address: string;
  info: WalletInfo;
  onShare: () => void;
}

/** Someone else's wallet: avatar, name or remark (editable), address, tags, Track / Remove and the group checklist. */
export function OtherHeader({ chain, address, info, onShare }: OtherHeaderProps) {
  const { t } = useProfileMessages();
  return (
    <Head>
      <Avatar address={address} src={info.avatar} />
      <Who>
        <RemarkLine address={address} remark={info.remark} />
        <AddressLine chain={chain} address={address} />
        <Tags tags={info.tags} />
      </Who>
      <Actions>
        <TrackControls address={address} groups={info.group_info_list} />
        <Button variant="secondary" size="sm" onClick={onShare}>
          <ShareIcon />
          {t('walletProfile.share')}
        </Button>
      </Actions>
    </Head>
  );
}

function RemarkLine({ address, remark }: { address: string; remark: string }) {
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

function tagLabel(tag: string, t: ReturnType<typeof useProfileMessages>['t']): string {
  switch (tag) {
    case 'kol':
    case 'smart_money':
    case 'whale':
    case 'sniper':
    case 'dev':
    case 'insider':
    case 'new_money':
    case 'early_buyers':
      return t(`walletProfile.tag.${tag}`);
    default:
      return stripBidiControls(tag);
  }
}

/** Tags in at most 476 px; the rest as "+N" (its title lists them). Widths are measured after render. */
function Tags({ tags }: { tags: readonly string[] }) {
  const { t } = useProfileMessages();
  const measure = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(tags.length);
  useLayoutEffect(() => {
    const widths = [...(measure.current?.children ?? [])].map((el) => (el as HTMLElement).offsetWidth);
    setShown(widths.every((w) => w === 0) ? tags.length : visibleTagCount(widths));
  }, [tags]);
  if (tags.length === 0) return null;
  const labels = tags.map((tag) => tagLabel(tag, t));
  const hidden = labels.slice(shown);
  return (
    <TagRow>
      <span className="measure" ref={measure} aria-hidden="true">
        {labels.map((label, i) => (
          <span key={i} className="tag">
            {label}
          </span>
        ))}
      </span>
      <ul aria-label={t('walletProfile.tags')}>
        {labels.slice(0, shown).map((label, i) => (
          <li key={i} className="tag" data-tag={tags[i]}>
            <ThirdPartyText text={label} />
          </li>
        ))}
        {hidden.length > 0 && (
          <li className="tag more" title={hidden.join(', ')} aria-label={t('walletProfile.tags.moreLabel', { count: hidden.length, names: hidden.join(', ') })}>
            {t('walletProfile.tags.more', { count: hidden.length })}
          </li>
        )}
      </ul>
    </TagRow>
  );
}

function TrackControls({ address, groups }: { address: string; groups: WalletInfo['group_info_list'] }) {
  const { t } = useProfileMessages();
  const { toast } = usePlatform();
  const change = useGroupChange(address);
  const action = trackChange(groups);
  const run = (next: GroupChange) =>
    change.mutate(next, {
      onSuccess: () => toast.show({ kind: 'success', message: next.kind === 'add' ? t('walletProfile.tracked') : t('walletProfile.untracked'), durationMs: 2000 }),
      onError: (error) => toast.show({ kind: 'error', message: t('walletProfile.trackFailed', { reason: error.message }) }),
    });
  const shown = visibleGroups(groups);
  return (
    <Track>
      <Button variant={action.kind === 'add' ? 'primary' : 'secondary'} size="sm" loading={change.isPending} onClick={() => run(action)}>
        {action.kind === 'add' ? t('walletProfile.track') : t('walletProfile.untrack')}
      </Button>
      {shown.length > 0 && (
        <Popover trigger={<Chevron />} triggerLabel={t('walletProfile.groups')} label={t('walletProfile.groups.label')} align="end">
          <Checklist>
            {shown.map((group) => (
              <label key={group.wallet_group_id}>
                <input type="checkbox" checked={group.exists} disabled={change.isPending} onChange={() => run(checklistChange(group))} />
                <span>{isUnnamedDefaultGroup(group, group.wallet_group_name) ? t('walletProfile.groups.default') : <ThirdPartyText text={group.wallet_group_name} />}</span>
              </label>
            ))}
          </Checklist>
        </Popover>
      )}
    </Track>
  );
}

function PenIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
      <path fill="currentColor" d="M11.3 1.3a1 1 0 0 1 1.4 0l2 2a1 1 0 0 1 0 1.4L6 13.4 2 14l.6-4 8.7-8.7zM4.5 10.6l-.2 1.1 1.1-.2 7.2-7.2-.9-.9-7.2 7.2z" />
    </svg>
  );
}

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
      <path fill="currentColor" d="M3.3 5.3a1 1 0 0 1 1.4 0L8 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  flex: 1;
`;

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

const TagRow = styled.div`
  position: relative;
  max-width: 476px;
  .measure { position: absolute; visibility: hidden; display: flex; gap: 6px; white-space: nowrap; pointer-events: none; }
  ul { display: flex; gap: 6px; margin: 0; padding: 0; list-style: none; overflow: hidden; }
  .tag {
    flex: none;
    padding: 1px 8px;
    border-radius: 10px;
    font-size: ${vars.size.fontXs};
    line-height: 18px;
    white-space: nowrap;
    color: ${vars.color.warn};
    background: ${vars.color.warnSoft};
  }
  .tag[data-tag='smart_money'], .tag[data-tag='kol'] { color: ${vars.color.up}; background: ${vars.color.upSoft}; }
  .tag[data-tag='sniper'], .tag[data-tag='insider'], .tag[data-tag='dev'] { color: ${vars.color.down}; background: ${vars.color.downSoft}; }
  .more { color: ${vars.color.textMuted}; background: ${vars.color.surfaceHover}; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  margin-left: auto;
`;

const Track = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

const Checklist = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
  min-width: 200px;
  max-height: 260px;
  overflow: auto;
  label { display: flex; align-items: center; gap: ${vars.size.space3}; padding: 6px 8px; border-radius: ${vars.size.radiusSm}; cursor: pointer; font-size: ${vars.size.fontSm}; }
  label:hover { background: ${vars.color.surfaceHover}; }
  input { accent-color: ${vars.color.up}; }
`;
