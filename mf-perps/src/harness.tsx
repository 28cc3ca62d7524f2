// Standalone dev harness (nova-webpack dev, http://127.0.0.1:4205) against a running market-sim
// (http://127.0.0.1:4000; override with ?api=…&ws=…). Sign in with "Sign in (paste session)".
import { mountHarness } from '@nova/platform-double';
import { ThemeStyles } from '@nova/shared-ui';
import PerpAccount from './exposes/PerpAccount';

mountHarness(
  'mf-perps',
  <>
    <ThemeStyles />
    <div style={{ maxWidth: 640 }}>
      <PerpAccount />
    </div>
  </>,
);
