// Standalone dev harness (nova-webpack dev, http://127.0.0.1:4203): the exposed module against a
// running market-sim (http://127.0.0.1:4000; override with ?api=…&ws=…).
import { mountHarness } from '@nova/platform-double';
import { ThemeStyles } from '@nova/shared-ui';
import TokenList from './exposes/TokenList';

mountHarness(
  'mf-discover',
  <>
    <ThemeStyles />
    <TokenList list="hot" />
    <TokenList list="new" chain="solana" />
  </>,
);
