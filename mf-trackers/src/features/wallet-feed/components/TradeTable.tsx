import styled from '@emotion/styled';
import type { FollowTrade } from '@nova/shared-contracts';
import { formatAge, formatCompact, formatUsd, shortenAddress, stripBidiControls, Table, ThirdPartyText, usePlatform, vars } from '@nova/shared-ui';
import type { TableColumn } from '@nova/shared-ui';
import { TokenLink } from '../../../shared/TokenLink';
import { useNow } from '../../../shared/useNow';
import { useTrackersMessages } from '../../../i18n/messages';
import { tradedAmount } from '../model/trades';
import { Dim } from './Dim';

export interface TradeTableProps {
  rows: FollowTrade[];
  names: ReadonlyMap<string, string>;
  wide: boolean;
}

/** The trades of followed wallets: wide on the board, two-line cells in a window. */
export function TradeTable({ rows, names, wide }: TradeTableProps) {
  const { t, locale } = useTrackersMessages();
  const now = useNow();
  const { bus } = usePlatform();
  // The wallet opens its profile (the host shows it as a modal, or the explorer for non-Solana chains).
  const openProfile = (row: FollowTrade) => bus.emit('wallet.profile.open', { address: row.wallet_address, chain: row.chain });
  const walletName = (row: FollowTrade) => stripBidiControls(row.wallet_name) || names.get(row.wallet_address) || shortenAddress(row.wallet_address);
  const age = (row: FollowTrade) => <Dim>{formatAge(row.event_time, now, locale)}</Dim>;
  // A window is 260-320 px wide: two-line cells (wallet over age, token over side), no amount or MC.
  const columns: TableColumn<FollowTrade>[] = wide
    ? [
        { id: 'time', header: t('trackers.col.time'), cell: age, width: 44 },
        { id: 'wallet', header: t('trackers.col.wallet'), cell: (row) => <Ellipsis>
            <WalletButton type="button" onClick={() => openProfile(row)}>
              <ThirdPartyText text={walletName(row)} />
            </WalletButton>
          </Ellipsis> },
        { id: 'side', header: t('trackers.col.side'), cell: (row) => <SideText data-side={row.side}>{t(row.side === 'buy' ? 'trackers.side.buy' : 'trackers.side.sell')}</SideText> },
        { id: 'token', header: t('trackers.col.token'), cell: (row) => <TokenLink chain={row.chain} address={row.token_address} symbol={row.token_symbol} icon={row.token_logo} /> },
        { id: 'amount', header: t('trackers.col.amount'), align: 'right', cell: (row) => formatCompact(tradedAmount(row), { locale }) },
        { id: 'value', header: t('trackers.col.value'), align: 'right', cell: (row) => <SideText data-side={row.side}>{formatUsd(row.volume_usd, { locale, compact: true })}</SideText> },
        { id: 'mcap', header: t('trackers.col.mcap'), align: 'right', cell: (row) => formatUsd(row.market_cap, { locale, compact: true }) },
      ]
    : [
        {
          id: 'wallet',
          header: t('trackers.col.wallet'),
          cell: (row) => (
            <Stacked>
              <Ellipsis data-size="sm">
                <WalletButton type="button" onClick={() => openProfile(row)}>
                  <ThirdPartyText text={walletName(row)} />
                </WalletButton>
              </Ellipsis>
              {age(row)}
            </Stacked>
          ),
        },
        {
          id: 'token',
          header: t('trackers.col.token'),
          cell: (row) => (
            <Stacked>
              <TokenLink chain={row.chain} address={row.token_address} symbol={row.token_symbol} />
              <SideText data-side={row.side} data-size="sm">{t(row.side === 'buy' ? 'trackers.side.buy' : 'trackers.side.sell')}</SideText>
            </Stacked>
          ),
        },
        { id: 'value', header: t('trackers.col.value'), align: 'right', cell: (row) => <SideText data-side={row.side}>{formatUsd(row.volume_usd, { locale, compact: true })}</SideText> },
      ];
  return <Table label={t('trackers.wallet.trades')} columns={columns} rows={rows} rowKey={(row) => row.tx_hash} />;
}

const WalletButton = styled.button`
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  &:hover { color: ${vars.color.accent}; text-decoration: underline; }
`;

const Ellipsis = styled.span`
  display: inline-block;
  max-width: 110px;
  &[data-size='sm'] { max-width: 72px; }
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
`;

const Stacked = styled.span`
  display: inline-flex;
  flex-direction: column;
  padding: ${vars.size.space1} 0;
  line-height: 1.2;
  vertical-align: middle;
`;

const SideText = styled.span`
  font-weight: 600;
  &[data-size='sm'] { font-size: 10px; text-transform: uppercase; }
  &[data-side='buy'] { color: ${vars.color.up}; }
  &[data-side='sell'] { color: ${vars.color.down}; }
`;
