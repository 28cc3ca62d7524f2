import { useState } from 'react';
import styled from '@emotion/styled';
import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey, OwnAddress } from '@nova/shared-contracts';
import { Tabs, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import { chainName, initialDepositChain, walletDepositChains } from '../model/chains';
import { AddressCard } from './DepositAddress';

/**
 * Deposit for a wallet login (our decision, spec: not shown): its funds are in its own wallet, so
 * Deposit and Top up show the address it signed in with, per chain of that family, to send coins to.
 */
export function WalletFunding({ own, start }: { own: OwnAddress; start: ChainKey }) {
  const { t } = useWalletsMessages();
  const chains = walletDepositChains(own.family);
  const [chain, setChain] = useState(() => initialDepositChain(start, chains));
  return (
    <>
      <Intro>{t('wallets.deposit.walletNote')}</Intro>
      {chains.length > 1 && <Tabs label={t('wallets.deposit.network')} appearance="pill" size="sm" value={chain} onChange={setChain} items={chains.map((value) => ({ value, label: chainName(value) }))} />}
      <AddressCard key={chain} chain={chain} address={own.address} symbol={CHAINS[chain].nativeSymbol} label={t('wallets.deposit.walletAddress')} />
    </>
  );
}

const Intro = styled.p`
  margin: 0 0 ${vars.size.space4};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
  line-height: 1.5;
`;
