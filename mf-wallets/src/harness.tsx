// Standalone dev harness (nova-webpack dev, http://127.0.0.1:4204): the profile of ?address=… (or
// a demo address) against a running market-sim (http://127.0.0.1:4000; override with ?api=…&ws=…).
// The endpoint needs a signed-in user: use "Sign in (paste session)" in the harness header.
import { mountHarness } from '@nova/platform-double';
import { isChainKey } from '@nova/shared-contracts';
import { ThemeStyles } from '@nova/shared-ui';
import WalletProfile from './exposes/WalletProfile';

const query = new URLSearchParams(location.search);
const chain = query.get('chain');

mountHarness(
  'mf-wallets',
  <>
    <ThemeStyles />
    <WalletProfile chain={isChainKey(chain) ? chain : 'solana'} address={query.get('address') ?? 'So11111111111111111111111111111111111111112'} />
  </>,
);
