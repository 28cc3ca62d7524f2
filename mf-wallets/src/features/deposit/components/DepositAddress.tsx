import styled from '@emotion/styled';
import type { TradingChain } from '@nova/shared-contracts';
import { Button, LoadableView, useApi, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import { QrCode } from '../../../shared/QrCode';
import { useCopy } from '../../../shared/useCopy';
import { WarningNote } from '../../../shared/WarningNote';
import { chainName } from '../model/chains';

export interface DepositAddressProps {
  chain: TradingChain;
}

/** The custodial deposit address of one chain, loaded from the API, shown as an AddressCard. */
export function DepositAddress({ chain }: DepositAddressProps) {
  const { t } = useWalletsMessages();
  const deposit = useApi('depositAddress', { chain });
  return (
    <LoadableView value={deposit} loadingLabel={t('wallets.deposit.loading')} errorTitle={t('wallets.deposit.error')} retryLabel={t('wallets.retry')} onRetry={deposit.reload} skeletonRows={4}>
      {({ address, native_symbol: symbol }) => <AddressCard chain={chain} address={address} symbol={symbol} label={t('wallets.deposit.address')} />}
    </LoadableView>
  );
}

export interface AddressCardProps {
  chain: TradingChain;
  address: string;
  /** The chain's native coin. */
  symbol: string;
  /** The address's name (its accessible name too). */
  label: string;
}

/** An address to send funds to: QR code, the address with Copy, network, native coin and the network warning. */
export function AddressCard({ chain, address, symbol, label }: AddressCardProps) {
  const { t } = useWalletsMessages();
  const copy = useCopy();
  const name = chainName(chain);
  return (
    <Body>
      <QrCode value={address} label={t('wallets.deposit.qr', { chain: name })} />
      <Field>
        <Label id={`deposit-address-${chain}`}>{label}</Label>
        <Address aria-labelledby={`deposit-address-${chain}`}>{address}</Address>
      </Field>
      <Button variant="primary" block onClick={() => void copy(address, label)}>
        {t('wallets.deposit.copy')}
      </Button>
      <Facts>
        <dt>{t('wallets.deposit.network')}</dt>
        <dd>{name}</dd>
        <dt>{t('wallets.deposit.native')}</dt>
        <dd>{symbol}</dd>
      </Facts>
      <WarningNote role="note">{t('wallets.deposit.warning', { chain: name, symbol })}</WarningNote>
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.size.space4};
  padding-top: ${vars.size.space4};
`;

const Field = styled.div`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
`;

const Label = styled.span`
  font-size: ${vars.size.fontXs};
  color: ${vars.color.textDim};
`;

const Address = styled.output`
  display: block;
  box-sizing: border-box;
  padding: ${vars.size.space3} ${vars.size.space4};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.bg};
  font-family: ${vars.font.mono};
  font-size: ${vars.size.fontSm};
  word-break: break-all;
  user-select: all;
`;

const Facts = styled.dl`
  width: 100%;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.size.space2} ${vars.size.space4};
  margin: 0;
  font-size: ${vars.size.fontSm};
  dt { color: ${vars.color.textMuted}; }
  dd { margin: 0; text-align: end; font-weight: 600; }
`;

