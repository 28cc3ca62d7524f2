import styled from '@emotion/styled';
import { Button, EmptyState, LoadableView, vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { useGroupWallets } from '../api/monitor';
import { isSearching, pagerOf } from '../model/paging';
import type { WalletSearch } from '../model/paging';
import type { MonitorVariant } from './MonitorBody';
import { WalletRow } from './WalletRow';

export interface WalletListProps {
  variant: MonitorVariant;
  groupId: string;
  /** The group's name as shown. */
  name: string;
  search: WalletSearch;
  onPage: (page: number) => void;
  onImport: () => void;
}

/** One page of the group's wallets with the pager; empty, an import prompt (or "no match" when searching). */
export function WalletList({ variant, groupId, name, search, onPage, onImport }: WalletListProps) {
  const { t } = useTrackersMessages();
  const wallets = useGroupWallets(groupId, search);
  const { page } = search;
  return (
    <LoadableView value={wallets} loadingLabel={t('trackers.monitor.walletsLoading')} errorTitle={t('trackers.monitor.walletsError')} onRetry={wallets.reload} retryLabel={t('trackers.retry')} skeletonRows={4}>
      {({ list, total }) => {
        if (list.length === 0)
          return isSearching(search) ? (
            <EmptyState title={t('trackers.monitor.noMatch')} />
          ) : (
            <EmptyState
              title={t('trackers.monitor.emptyGroup')}
              description={t('trackers.monitor.emptyGroupHint')}
              action={
                <Button size="sm" variant="secondary" onClick={onImport}>
                  {t('trackers.import.open')}
                </Button>
              }
            />
          );
        const pager = pagerOf(page, total);
        return (
          <>
            {variant === 'board' && (
              <ListHead aria-hidden="true">
                <span className="who">{t('trackers.col.wallet')}</span>
                <span className="num">{t('trackers.monitor.col.pnl7d')}</span>
                <span className="num">{t('trackers.monitor.col.winRate')}</span>
                <span className="num">{t('trackers.monitor.col.added')}</span>
                <span className="acts">{t('trackers.monitor.col.alerts')}</span>
              </ListHead>
            )}
            <WalletRows aria-label={t('trackers.monitor.wallets', { group: name })} data-variant={variant}>
              {list.map((wallet) => (
                <WalletRow key={wallet.wallet_address} wallet={wallet} groupId={groupId} compact={variant === 'window'} />
              ))}
            </WalletRows>
            {pager.shown && (
              <Pager aria-label={t('trackers.monitor.pages')}>
                <Button size="sm" variant="ghost" disabled={!pager.canPrev} onClick={() => onPage(page - 1)}>
                  {t('trackers.monitor.prev')}
                </Button>
                <span role="status">{t('trackers.monitor.page', { page, pages: pager.pages })}</span>
                <Button size="sm" variant="ghost" disabled={!pager.canNext} onClick={() => onPage(page + 1)}>
                  {t('trackers.monitor.next')}
                </Button>
              </Pager>
            )}
          </>
        );
      }}
    </LoadableView>
  );
}

const WalletRows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    align-items: center;
    gap: ${vars.size.space3};
    min-height: 48px;
    padding: ${vars.size.space2} ${vars.size.space1};
    border-bottom: 1px solid ${vars.color.border};
  }
  & > li[data-editing] { display: block; }
  & > li:last-of-type { border-bottom: 0; }
  & .who { display: flex; flex: 1; flex-direction: column; min-width: 0; }
  & .name { overflow: hidden; font-size: ${vars.size.fontSm}; font-weight: 600; text-overflow: ellipsis; white-space: nowrap; }
  & .address { align-self: flex-start; color: ${vars.color.textDim}; font-family: ${vars.font.mono}; font-size: ${vars.size.fontXs}; text-decoration: none; }
  & .address:hover { color: ${vars.color.accent}; text-decoration: underline; }
  & .actions { display: flex; flex: none; align-items: center; gap: 2px; }
  &[data-variant='window'] > li { gap: ${vars.size.space2}; min-height: 44px; }
  &[data-variant='board'] .num { width: 96px; }
  &[data-variant='board'] .num + .num { width: 72px; }
  &[data-variant='board'] .num + .num + .num { width: 56px; }
  &[data-variant='board'] .actions { width: 96px; justify-content: flex-end; }
  @media (max-width: 1100px) {
    &[data-variant='board'] .num { display: none; }
  }
`;

const COLUMNS = 'minmax(0, 1fr) 96px 72px 56px 96px';

const ListHead = styled.div`
  display: grid;
  grid-template-columns: ${COLUMNS};
  gap: ${vars.size.space3};
  padding: 0 ${vars.size.space1} ${vars.size.space2};
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  & > .who { padding-inline-start: 44px; }
  & > .num { text-align: end; }
  & > .acts { text-align: end; }
  @media (max-width: 1100px) { display: none; }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.size.space3};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
  font-variant-numeric: tabular-nums;
`;
