import { RemoteSlot } from '../remotes/RemoteSlot';
import { Grid } from './SinglePage';

/** /perps: the perpetual account (mf_perps). */
export function PerpsPage() {
  return (
    <Grid>
      <RemoteSlot remote="mf_perps" expose="./PerpAccount" props={{}} minHeight={320} />
    </Grid>
  );
}
