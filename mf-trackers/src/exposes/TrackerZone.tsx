import styled from '@emotion/styled';
import type { ExposedProps } from '@nova/shared-contracts';
import { exposeModule, vars } from '@nova/shared-ui';
import { TrackerWindowView } from '../app/TrackerWindowView';
import { TrackersProvider } from '../app/TrackersProvider';
import { useTrackerLayout } from '../features/tracker-window/components/useTrackerLayout';
import { zoneWindows } from '../features/tracker-window/model/layout';
import { useTrackersMessages } from '../i18n/messages';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TrackerZoneProps = ExposedProps<'mf_trackers', './TrackerZone'>;

/**
 * mf_trackers './TrackerZone': the windows docked in one side zone of a page, stacked top to
 * bottom (at most 2, sharing the height, each at least 300 px). It fills the width the host gives
 * it; on narrow screens nothing docks and it renders nothing.
 */
function TrackerZone(props: TrackerZoneProps) {
  return (
    <TrackersProvider>
      <Zone {...props} />
    </TrackersProvider>
  );
}

function Zone({ zone, pageType }: TrackerZoneProps) {
  const { t } = useTrackersMessages();
  const trackers = useTrackerLayout(pageType);
  const docked = zoneWindows(trackers.layout, zone, trackers.context);
  if (trackers.narrow || docked.length === 0) return null;
  return (
    <Column role="region" aria-label={t(zone === 'left' ? 'trackers.zone.left' : 'trackers.zone.right')} data-zone={zone}>
      {docked.map((kind) => (
        <TrackerWindowView key={kind} kind={kind} mode="docked" trackers={trackers} zoneOrder={docked} />
      ))}
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  min-height: 0;
  overflow-y: auto;
  background: ${vars.color.surface};
  &[data-zone='left'] { border-inline-end: 1px solid ${vars.color.border}; }
  &[data-zone='right'] { border-inline-start: 1px solid ${vars.color.border}; }
`;

export default exposeModule(TrackerZone);
