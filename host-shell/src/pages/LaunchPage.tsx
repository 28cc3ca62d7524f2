import { PRODUCT_NAME } from '@nova/shared-contracts';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { Grid } from './SinglePage';

/** /memego: the launch board (new, completing, completed) across chains; also where security checks land. */
export function MemegoPage() {
  return (
    <Grid>
      <RemoteSlot remote="mf_discover" expose="./LaunchBoard" props={{}} label="mf_discover launches" minHeight={480} />
    </Grid>
  );
}

/** /gatefun: the product's own launchpad on its layer-2 chain (default platform per chain: spec 3 §9). */
export function GatefunPage() {
  return (
    <Grid>
      <RemoteSlot remote="mf_discover" expose="./LaunchBoard" props={{ chain: 'gatelayer', title: `${PRODUCT_NAME} Fun` }} label="mf_discover launches" minHeight={480} />
    </Grid>
  );
}
