import { RemoteSlot } from '../remotes/RemoteSlot';
import { Grid } from './SinglePage';

/** /trackers: followed wallets and their trades (mf_trackers' board); the floating windows are on every page. */
export function TrackersPage() {
  return (
    <Grid>
      <RemoteSlot remote="mf_trackers" expose="./TrackerBoard" props={{}} minHeight={420} />
    </Grid>
  );
}
