import { RemoteSlot } from '../remotes/RemoteSlot';
import { Grid } from './SinglePage';

/** /trackers: the floating trackers (mf_trackers). */
export function TrackersPage() {
  return (
    <Grid>
      <RemoteSlot remote="mf_trackers" expose="./Trackers" props={{ pageType: 'trackers' }} minHeight={320} />
    </Grid>
  );
}
