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
/**
 * mf_discover's header on wide screens, held while it loads: its symbol, name and facts lines
 * (24 px each, the targets of its star, Copy and links), 8 px padding and the border. Below 768 px
 * the slot holds the header's phone height instead (slotSizes.ts).
 */
const TOKEN_HEADER_HEIGHT = 92;
/** The page's padding and the gap between its rows. */
const SPACE = 8;
/** The data panels' title and tabs, shown above the fold under the chart on wide screens. */
const DATA_PEEK = 80;
/**
 * mf_discover's token data, held while it loads: its title, its tabs and its tab panel of one
 * height (440 px, whichever tab shows), so the panel arriving does not move the page.
 */
const TOKEN_DATA_HEIGHT = 512;
/**
 * The chart row on wide screens: the viewport under the header, the summary and the status bar,
 * less the data panels' title and tabs, never under the minimum. A length of the viewport only:
 * no panel's content (a trade arriving in the activity, a loading skeleton, the trade panel's
 * height) can resize the chart.
 */
const CHART_ROW = `max(${LAYOUT.minComponentHeight}px, calc(100vh - ${LAYOUT.headerHeight + LAYOUT.footerHeight + SPACE + TOKEN_HEADER_HEIGHT + 2 * SPACE + DATA_PEEK}px))`;
/** The chart row below 768 px, where the panels stack under it. */
const CHART_ROW_MOBILE = 420;

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
        <RemoteSlot remote="mf_discover" expose="./TokenData" props={{ chain, address }} minHeight={TOKEN_DATA_HEIGHT} whenNear />
      </div>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6px var(--panel-width);
  grid-template-areas: 'summary summary summary' 'chart splitter trade' 'data splitter trade';
  /*
   * The chart row is a fixed track (a flexible one was sized from the panels' content: the data
   * row and the trade panel spanning both rows, so each trade or loading panel resized the chart);
   * the data row fits its panels and the trade panel spans both.
   */
  grid-template-rows: auto ${CHART_ROW} auto;
  box-sizing: border-box;
  gap: ${SPACE}px 1px;
  padding: ${SPACE}px;
  .chart > section, .trade > section { height: 100%; }
  .summary { grid-area: summary; }
  /* The chart's box is its track, whatever the chart draws inside. */
  .chart { grid-area: chart; min-width: 0; min-height: 0; contain: size; }
  .trade { grid-area: trade; min-width: 0; }
  .data { grid-area: data; min-width: 0; }
  .splitter { grid-area: splitter; display: flex; }
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'summary' 'chart' 'trade' 'data';
    grid-template-rows: auto ${CHART_ROW_MOBILE}px auto auto;
    .splitter { display: none; }
  }
`;
