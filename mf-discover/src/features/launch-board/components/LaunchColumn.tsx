import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import type { ChainKey } from '@nova/shared-contracts';
import { Button, EmptyState, LoadableView, usePlatform, usePref, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { LaunchMessages } from '../../../i18n/launchMessages';
import { useLiveTokens } from '../../../shared/api/useLiveTokens';
import { launchParams } from '../model/launchStages';
import type { LaunchStage, PlatformChoice } from '../model/launchStages';
import { LaunchCard } from './LaunchCard';
import { FILTERS_PREF, FilterDrawer, activeFilterCount, filterParams, parseStoredFilter } from '../../filters';
import type { FilterListId, FilterState } from '../../filters';

export interface LaunchColumnProps {
  chain: ChainKey;
  stage: LaunchStage;
  platform: PlatformChoice;
  quickBuyAmount: string;
  t: Translate<LaunchMessages>;
  locale: string;
  /** Hide the visible heading (the tabs name the stage on narrow screens); the region keeps its name. */
  hideHeading?: boolean;
}

/** One stage of the board: a region ("New launches") with its live, independently scrolling card list. */
export function LaunchColumn({ chain, stage, platform, quickBuyAmount, t, locale, hideHeading = false }: LaunchColumnProps) {
  const platformServices = usePlatform();
  const listId: FilterListId = stage === 'new' ? 'new-launches' : stage;
  const stored = usePref<Record<string, unknown>>(FILTERS_PREF, {});
  const filter = useMemo(() => parseStoredFilter(stored[listId]), [stored, listId]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filters = activeFilterCount(filter, listId);
  const tokens = useLiveTokens('new', { ...launchParams(chain, stage, platform), ...filterParams(filter, listId) });
  const regionName = t(`discover.launch.region.${stage}`);
  const saveFilter = (value: FilterState) => {
    platformServices.prefs.set(FILTERS_PREF, { ...stored, [listId]: value });
    setDrawerOpen(false);
  };
  const count = tokens.status === 'success' ? tokens.data.length : undefined;

  return (
    <Column aria-label={regionName}>
      <Heading data-hidden={hideHeading || undefined}>
        {t(`discover.launch.stage.${stage}`)}
        {count !== undefined && <Count aria-hidden="true">{count}</Count>}
      </Heading>
      <FilterRow>
        <Button size="sm" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
          {filters > 0 ? t('discover.filter.openCount', { count: filters }) : t('discover.filter.open')}
        </Button>
      </FilterRow>
      <FilterDrawer open={drawerOpen} list={listId} value={filter} onConfirm={saveFilter} onClose={() => setDrawerOpen(false)} t={t} />
      <Scroll>
        <LoadableView
          value={tokens}
          loadingLabel={t('discover.loading', { list: regionName })}
          errorTitle={t('discover.error', { list: regionName })}
          retryLabel={t('discover.retry')}
          onRetry={tokens.reload}
          skeletonRows={8}
        >
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState title={t('discover.launch.empty')} />
            ) : (
              <Cards>
                {rows.map((token) => (
                  <LaunchCard
                    key={`${token.chain}:${token.address}`}
                    token={token}
                    quickBuyAmount={quickBuyAmount}
                    showProgress={stage !== 'completed'}
                    t={t}
                    locale={locale}
                    nowMs={Date.now()}
                  />
                ))}
              </Cards>
            )
          }
        </LoadableView>
      </Scroll>
    </Column>
  );
}

const Column = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
`;

const FilterRow = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0 ${vars.size.space3} ${vars.size.space2};
`;

const Heading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  margin: 0;
  padding: ${vars.size.space3} ${vars.size.space4};
  border-bottom: 1px solid ${vars.color.border};
  font-size: ${vars.size.fontSm};
  font-weight: 600;
  &[data-hidden] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

const Count = styled.span`
  color: ${vars.color.textDim};
  font-weight: 400;
  font-variant-numeric: tabular-nums;
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

const Cards = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
