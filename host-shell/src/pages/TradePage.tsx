import { useEffect } from 'react';
import styled from '@emotion/styled';
import { useParams } from 'react-router-dom';
import { LAYOUT, isChainKey, usePlatform } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { NotFoundPage } from './NotFoundPage';
import { TokenSummary } from './TokenSummary';

/** /trade/{chain}/{address}: token data, chart (mf_chart) and trade panel (mf_trade). */
export function TradePage() {
  const { chain = '', address = '' } = useParams();
  if (!isChainKey(chain) || !address) return <NotFoundPage />;
  return <Trade chain={chain} address={address} />;
}

function Trade({ chain, address }: { chain: ChainKey; address: string }) {
  const { bus } = usePlatform();
  useEffect(() => bus.emit('token.selected', { chain, address }), [bus, chain, address]);
  return (
    <Layout>
      <div className="summary">
        <TokenSummary chain={chain} address={address} />
      </div>
      <div className="chart">
        <RemoteSlot remote="mf_chart" expose="./TokenChart" props={{ chain, address }} minHeight={LAYOUT.minComponentHeight} />
      </div>
      <div className="trade">
        <RemoteSlot remote="mf_trade" expose="./TradePanel" props={{ chain, address }} minHeight={LAYOUT.minComponentHeight} />
      </div>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  grid-template-areas: 'summary summary' 'chart trade';
  gap: 8px;
  padding: 8px;
  .summary { grid-area: summary; }
  .chart { grid-area: chart; min-width: 0; }
  .trade { grid-area: trade; min-width: 0; }
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'summary' 'chart' 'trade';
  }
`;
