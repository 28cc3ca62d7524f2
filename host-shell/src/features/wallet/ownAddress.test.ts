import { describe, expect, it } from 'vitest';
import { ownWalletHref } from './ownAddress';

const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const EVM = '0x9858effd232b4033e47d90003d41ec34ecaeda94';

describe('own wallet link', () => {
  it('opens a Solana address in the app and an EVM address on the explorer', () => {
    expect(ownWalletHref({ family: 'solana', address: SOL })).toEqual({ href: `/wallets/solana/${SOL}`, external: false });
    expect(ownWalletHref({ family: 'evm', address: EVM })).toEqual({ href: `https://etherscan.io/address/${EVM}`, external: true });
  });
});
