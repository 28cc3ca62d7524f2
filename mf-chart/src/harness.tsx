// Standalone dev harness (nova-webpack dev, http://127.0.0.1:4202): the chart for ?chain=…&address=…
// or the sim's hottest Solana token, against a running market-sim (http://127.0.0.1:4000;
// override with ?api=…&ws=…).
import { HarnessToken, mountHarness } from '@nova/platform-double';
import { ThemeStyles } from '@nova/shared-ui';
import TokenChart from './exposes/TokenChart';

mountHarness(
  'mf-chart',
  <>
    <ThemeStyles />
    <div style={{ height: 480, display: 'flex', flexDirection: 'column' }}>
      <HarnessToken>{(token) => <TokenChart chain={token.chain} address={token.address} />}</HarnessToken>
    </div>
  </>,
);
