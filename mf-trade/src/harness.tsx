// Standalone dev harness (nova-webpack dev, http://127.0.0.1:4201): the trade panel for
// ?chain=…&address=… or the sim's hottest Solana token, against a running market-sim
// (http://127.0.0.1:4000; override with ?api=…&ws=…), and a "Trade settings" button that mounts
// ./TradeSettings for the token's chain as the host's status bar does (unmounted after onClose).
// Prefs persist in localStorage, so saved quick amounts show in the panel at once.
import { useState } from 'react';
import { HarnessToken, mountHarness } from '@nova/platform-double';
import { Button, ThemeStyles } from '@nova/shared-ui';
import TradePanel from './exposes/TradePanel';
import TradeSettings from './exposes/TradeSettings';

function Harness() {
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <HarnessToken>
      {(token) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 320 }}>
          <Button size="sm" onClick={() => setSettingsOpen(true)}>
            Trade settings
          </Button>
          <TradePanel chain={token.chain} address={token.address} />
          {settingsOpen && <TradeSettings chain={token.chain} onClose={() => setSettingsOpen(false)} />}
        </div>
      )}
    </HarnessToken>
  );
}

mountHarness(
  'mf-trade',
  <>
    <ThemeStyles />
    <Harness />
  </>,
);
