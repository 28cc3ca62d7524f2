import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { Tabs } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { Positions } from './Positions';
import { Bar } from './rowControls';
import { Watchlist } from './Watchlist';

type View = 'positions' | 'watchlist';

/**
 * The position tracker's content: tabs Positions and Watchlist (spec 3 §2). Signed-in users only.
 * Rows have quick actions (like GMGN's and Axiom's trackers): sell 50 % or all of a position, buy a
 * watched token for the status-bar amount; each asks mf-trade through bus `trade.quick`.
 */
export function PositionTracker() {
  const { t } = useTrackersMessages();
  const [view, setView] = useState<View>('positions');
  const panelId = useId();
  return (
    <Column>
      <Bar>
        <Tabs
          label={t('trackers.position.tabs')}
          size="sm"
          items={[
            { value: 'positions', label: t('trackers.position.positions') },
            { value: 'watchlist', label: t('trackers.position.watchlist') },
          ]}
          value={view}
          onChange={setView}
        />
      </Bar>
      <Panel id={panelId} role="tabpanel" aria-label={t(view === 'positions' ? 'trackers.position.positions' : 'trackers.position.watchlist')}>
        {view === 'positions' ? <Positions /> : <Watchlist />}
      </Panel>
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const Panel = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;
