// Standalone dev harness (nova-webpack dev, http://127.0.0.1:4201): the trade panel for
// ?chain=…&address=… or the sim's hottest Solana token, against a running market-sim
// (http://127.0.0.1:4000; override with ?api=…&ws=…).
import { HarnessToken, mountHarness } from '@nova/platform-double';
import { ThemeStyles } from '@nova/shared-ui';
import TradePanel from './exposes/TradePanel';

mountHarness(
  'mf-trade',
  <>
    <ThemeStyles />
    <div style={{ width: 320 }}>
      <HarnessToken>{(token) => <TradePanel chain={token.chain} address={token.address} />}</HarnessToken>
    </div>
  </>,
);
