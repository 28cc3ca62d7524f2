import styled from '@emotion/styled';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { ROUTES } from '@nova/shared-contracts';
import type { SmartWallet } from '@nova/shared-contracts';
import { IconButton, shortenAddress, ThirdPartyText, usePlatform, vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { walletLabel } from '../../../shared/walletNames';
import { useMonitorMutation } from '../api/monitor';
import { errorText } from '../model/walletName';
import { BellIcon, EditIcon, TrashIcon } from './icons';
import { WalletNameForm } from './WalletNameForm';
import { WeekFigures } from './WeekFigures';

export interface WalletRowProps {
  wallet: SmartWallet;
  groupId: string;
  /** The window's narrow row: no tags, no figures, smaller avatar. */
  compact: boolean;
}

/** One followed wallet: its name and profile link, alerts on or off, rename, remove (board: tags and 7-day figures). */
export function WalletRow({ wallet, groupId, compact }: WalletRowProps) {
  const { t } = useTrackersMessages();
  const { bus, href, toast } = usePlatform();
  const edit = useMonitorMutation('smartEdit');
  const remove = useMonitorMutation('smartDelete');
  const [editing, setEditing] = useState(false);
  const busy = edit.isPending || remove.isPending;
  const label = walletLabel(wallet);

  const openProfile = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    bus.emit('wallet.profile.open', { address: wallet.wallet_address, chain: wallet.chain });
  };
  /** Runs a change, with a toast on success (when `done` says one) and on failure; true when it went through. */
  const run = async (work: Promise<unknown>, done?: string) => {
    try {
      await work;
      if (done) toast.show({ kind: 'success', message: done, durationMs: 3000 });
      return true;
    } catch (failure) {
      toast.show({ kind: 'error', message: errorText(failure), durationMs: 4000 });
      return false;
    }
  };

  if (editing)
    return (
      <li data-editing="">
        <WalletNameForm
          wallet={wallet}
          busy={busy}
          onSave={async (name) => {
            if (await run(edit.mutateAsync({ wallet_address: wallet.wallet_address, wallet_name: name }), t('trackers.monitor.renamed'))) setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );

  return (
    <li>
      <Avatar src={wallet.address_avatar} alt="" width={compact ? 24 : 32} height={compact ? 24 : 32} loading="lazy" />
      <span className="who">
        <span className="name">
          <ThirdPartyText text={label} />
        </span>
        <a className="address" href={href(ROUTES.wallet(wallet.chain, wallet.wallet_address))} onClick={openProfile} aria-label={t('trackers.monitor.openProfile', { name: label })}>
          {shortenAddress(wallet.wallet_address, 4, 4)}
        </a>
      </span>
      {!compact && wallet.tags.length > 0 && (
        <Tags>
          {wallet.tags.slice(0, 2).map((tag) => (
            <span key={tag}>{tag.replace(/_/g, ' ')}</span>
          ))}
        </Tags>
      )}
      {!compact && <WeekFigures address={wallet.wallet_address} createdAt={wallet.created_at} />}
      <span className="actions">
        <Switch
          type="button"
          role="switch"
          aria-checked={wallet.notify}
          aria-label={t('trackers.monitor.notify', { name: label })}
          title={t(wallet.notify ? 'trackers.monitor.notifyOn' : 'trackers.monitor.notifyOff')}
          disabled={busy}
          onClick={() => void run(edit.mutateAsync({ wallet_address: wallet.wallet_address, notify: !wallet.notify }))}
        >
          <BellIcon off={!wallet.notify} />
        </Switch>
        <IconButton label={t('trackers.monitor.rename', { name: label })} icon={<EditIcon />} size="sm" disabled={busy} onClick={() => setEditing(true)} />
        <IconButton
          label={t('trackers.monitor.remove', { name: label })}
          icon={<TrashIcon />}
          size="sm"
          disabled={busy}
          onClick={() => void run(remove.mutateAsync({ wallet_address: wallet.wallet_address, wallet_group_id: groupId }), t('trackers.monitor.removed', { name: label }))}
        />
      </span>
    </li>
  );
}

const Avatar = styled.img`
  flex: none;
  border-radius: 50%;
  background: ${vars.color.surfaceRaised};
`;

const Tags = styled.span`
  display: flex;
  gap: 4px;
  & > span {
    padding: 1px 6px;
    border-radius: 999px;
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.textMuted};
    font-size: 10px;
    text-transform: capitalize;
    white-space: nowrap;
  }
  @media (max-width: 1100px) { display: none; }
`;

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${vars.size.radiusSm};
  background: transparent;
  color: ${vars.color.textDim};
  cursor: pointer;
  &[aria-checked='true'] { color: ${vars.color.accent}; }
  &:hover { background: ${vars.color.surfaceRaised}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
  &:disabled { opacity: 0.5; cursor: default; }
`;
