import type { ReferralView } from '@nova/shared-contracts';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { Grid } from './SinglePage';

/**
 * /bind-code, /referral, /affiliate-plan: mf_wallets' referral views. The first two need a login;
 * the module itself shows the sign-in prompt, so a shared link still opens on the right page.
 */
export function ReferralPage({ view }: { view: ReferralView }) {
  return (
    <Grid style={{ maxWidth: 1200, margin: '0 auto', width: '100%', boxSizing: 'border-box' }}>
      <RemoteSlot remote="mf_wallets" expose="./Referral" props={{ view }} label="mf_wallets referral" minHeight={420} />
    </Grid>
  );
}
