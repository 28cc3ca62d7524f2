import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { useParams } from 'react-router-dom';
import { LAYOUT, isChainKey } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { NotFoundPage } from './NotFoundPage';
import { useT } from '../app/HostContext';
import { tradeEn } from '../services/i18n/parts/trade';
import { Splitter } from '../layout/Splitter';
import { usePublishPageToken } from '../layout/pageToken';
import { clampPanelWidth, sidePanelPref } from '../layout/splitter';
import { usePlatform } from '@nova/shared-ui';

const PANEL_PREF = sidePanelPref('trade');
const PANEL_DEFAULT = 340;
/** mf_discover's header on wide screens (its 55 px row, 8 px padding and the border), held while it loads. */
const TOKEN_HEADER_HEIGHT = 73;

/** /trade/{chain}/{address}: token header (mf_discover), chart (mf_chart), trade panel (mf_trade) and token data panels (mf_discover). */
export function TradePage() {
  const { chain = '', address = '' } = useParams();
  if (!isChainKey(chain) || !address) return <NotFoundPage />;
  return <Trade chain={chain} address={address} />;
}

function Trade({ chain, address }: { chain: ChainKey; address: string }) {
  const { bus, prefs } = usePlatform();
  const t = useT(tradeEn);
  const [panel, setPanel] = useState(() => clampPanelWidth(prefs.get(PANEL_PREF, PANEL_DEFAULT)));
  useEffect(() => bus.emit('token.selected', { chain, address }), [bus, chain, address]);
  usePublishPageToken(chain, address);
  const resize = (width: number) => {
    setPanel(width);
    prefs.set(PANEL_PREF, width);
  };
  return (
    <Layout style={{ ['--panel-width' as string]: `${panel}px` }}>
      <div className="summary">
        <RemoteSlot remote="mf_discover" expose="./TokenHeader" props={{ chain, address }} label="mf_discover header" minHeight={TOKEN_HEADER_HEIGHT} />
      </div>
      <div className="chart">
        <RemoteSlot remote="mf_chart" expose="./TokenChart" props={{ chain, address }} minHeight={LAYOUT.minComponentHeight} />
      </div>
      <div className="splitter">
        <Splitter width={panel} onResize={resize} label={t('shell.trade.resize')} />
      </div>
      <div className="trade">
        <RemoteSlot remote="mf_trade" expose="./TradePanel" props={{ chain, address }} minHeight={LAYOUT.minComponentHeight} />
      </div>
      <div className="data">
        <RemoteSlot remote="mf_discover" expose="./TokenData" props={{ chain, address }} minHeight={240} />
      </div>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6px var(--panel-width);
  grid-template-areas: 'summary summary summary' 'chart splitter trade' 'data splitter trade';
  /* The chart row takes the rest of the viewport under the header, summary and status bar. */
  grid-template-rows: auto minmax(${LAYOUT.minComponentHeight}px, 1fr) auto;
  min-height: calc(100vh - ${LAYOUT.headerHeight + LAYOUT.footerHeight}px);
  box-sizing: border-box;
  gap: 8px 1px;
  padding: 8px;
  .chart > section, .trade > section { height: 100%; }
  .summary { grid-area: summary; }
  .chart { grid-area: chart; min-width: 0; }
  .trade { grid-area: trade; min-width: 0; }
  .data { grid-area: data; min-width: 0; }
  .splitter { grid-area: splitter; display: flex; }
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'summary' 'chart' 'trade' 'data';
    grid-template-rows: auto 420px auto auto;
    min-height: 0;
    .splitter { display: none; }
  }
`;
