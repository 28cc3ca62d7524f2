import styled from '@emotion/styled';
import { useCallback, useMemo, useState } from 'react';
import { LAYOUT, WALLET_TAG_KINDS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { formatUsd, LoadableView, Select, shortenAddress, TextField, useApi, useFollow, usePlatform, vars, VirtualTable } from '@nova/shared-ui';
import type { Translate, VirtualColumn } from '@nova/shared-ui';
import type { DataMessages } from '../../../i18n/dataMessages';
import { isBlockedKey, sanitizeNumber } from '../../../shared/model/numberInput';
import { tradeHistoryReducer } from '../model/live';

export interface ActivityPanelProps {
  chain: ChainKey;
  address: string;
  locale: string;
  t: Translate<DataMessages>;
}

type TagKind = (typeof WALLET_TAG_KINDS)[number];

/**
 * The list's fixed geometry: rows of one height in a body of one height (12 rows: with the
 * filters, the token data's tab panel, 440 px), so a trade arriving adds a row inside the scroller
 * and nothing on the page changes size.
 */
const ACTIVITY_ROW_HEIGHT = 28;
const ACTIVITY_BODY_HEIGHT = 12 * ACTIVITY_ROW_HEIGHT;
/** VirtualTable's header row (32 px and its border). */
const ACTIVITY_HEAD_HEIGHT = 33;

interface Row {
  tx_hash: string;
  side: 'buy' | 'sell';
  maker: string;
  tags: readonly string[];
  price_usd: string | number;
  volume_usd: string | number;
  time: number;
}

const rowCache = new WeakMap<object, Row>();
/** The row of an answer's trade, made once per trade object (a pushed trade leaves the others' objects as they were). */
function rowOf(r: { tx_hash: string; side: 'buy' | 'sell'; maker: string; tags: readonly string[]; price_usd: string | number; volume_usd: string | number; trade_timestamp: number }): Row {
  let row = rowCache.get(r);
  if (!row) {
    row = { tx_hash: r.tx_hash, side: r.side, maker: r.maker, tags: r.tags, price_usd: r.price_usd, volume_usd: r.volume_usd, time: r.trade_timestamp };
    rowCache.set(r, row);
  }
  return row;
}

interface RowTexts {
  format: Intl.DateTimeFormat;
  locale: string;
  time: string;
  price: string;
  volume: string;
}

const textCache = new WeakMap<Row, RowTexts>();
/** A row's time, price and volume as shown, made once per row and locale: a trade moves down the tape's places as trades arrive. */
function textsOf(row: Row, locale: string, format: Intl.DateTimeFormat): RowTexts {
  let texts = textCache.get(row);
  if (!texts || texts.locale !== locale || texts.format !== format) {
    texts = { format, locale, time: format.format(row.time), price: formatUsd(row.price_usd, { locale, compact: false }), volume: formatUsd(row.volume_usd, { locale }) };
    textCache.set(row, texts);
  }
  return texts;
}

/**
 * The token's trades, newest first: the activity call (tag kind and minimum volume filters,
 * 50 rows) with trade_history pushes on top, at most 100 kept, in a virtualised scroller of fixed
 * height (scrolled down, the rows being read stay in place as trades arrive); makers open their
 * wallet profile. The row elements stay where they are and show the trades now there (`keyByPlace`):
 * a hot token's trades change their texts, and each cell names the values it shows, so only the
 * texts that changed are written.
 */
export function ActivityPanel({ chain, address, locale, t }: ActivityPanelProps) {
  const platform = usePlatform();
  const [tab, setTab] = useState<TagKind>('all');
  const [minVolume, setMinVolume] = useState('');
  const volumeGt = minVolume === '' ? undefined : Number(minVolume);
  const request = { chain, token_address: address, page_size: 50, page_index: 1, tab, order_direction: 'desc' as const, ...(volumeGt !== undefined ? { volume_gt: volumeGt } : {}) };
  const answer = useApi('tokenActivity', request);
  // trade_history pushes go into the entry of this token and these filters (one cache, one list).
  useFollow(() => platform.queries.bindChannel('tradeHistory', { chain, address }, platform.queries.endpoint('tokenActivity', request).queryKey, tradeHistoryReducer({ tab, ...(volumeGt !== undefined ? { volumeGt } : {}) })), [platform, chain, address, tab, volumeGt]);
  // Keyed on the answer's list (kept by the cache while unchanged), so the rows keep their objects
  // between renders and an unchanged row is not rendered again.
  const list = answer.status === 'success' || answer.status === 'error' ? answer.data?.list : undefined;
  const rows = useMemo<Row[]>(() => (list ? list.map(rowOf) : []), [list]);
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }), [locale]);
  const openMaker = useCallback((maker: string) => platform.navigate(`/wallets/${chain}/${maker}`), [platform, chain]);

  const columns = useMemo<ReadonlyArray<VirtualColumn<Row>>>(
    () => [
      { id: 'time', header: t('discover.data.time'), width: '78px', cell: (row) => textsOf(row, locale, time).time, deps: (row) => [row.time, time] },
      { id: 'side', header: t('discover.data.side'), width: '36px', align: 'right', cell: (row) => <span className={row.side}>{t(row.side === 'buy' ? 'discover.data.buy' : 'discover.data.sell')}</span>, deps: (row) => [row.side, t] },
      { id: 'price', header: t('discover.col.price'), grow: 3, align: 'right', cell: (row) => textsOf(row, locale, time).price, deps: (row) => [row.price_usd, locale] },
      { id: 'volume', header: t('discover.data.volume'), grow: 2, align: 'right', cell: (row) => textsOf(row, locale, time).volume, deps: (row) => [row.volume_usd, locale] },
      { id: 'maker', header: t('discover.data.maker'), width: '96px', align: 'right', cell: (row) => <MakerLink maker={row.maker} chain={chain} onOpen={openMaker} />, deps: (row) => [row.maker, chain, openMaker] },
    ],
    [t, time, locale, chain, openMaker],
  );

  return (
    <Wrap>
      <div className="filters">
        <Select<TagKind> label={t('discover.data.tagKind')} value={tab} options={WALLET_TAG_KINDS.map((kind) => ({ value: kind, label: t(`discover.data.tag.${kind}`) }))} onChange={setTab} />
        <TextField label={t('discover.data.minVolume')} inputMode="decimal" value={minVolume} onKeyDown={(event) => isBlockedKey(event.key) && event.preventDefault()} onChange={(event) => setMinVolume(sanitizeNumber(event.target.value, false))} />
      </div>
      {/* The list's box has one height from the skeleton on: a trade arriving (or the answer) never moves what is around it. */}
      <div className="list" style={{ height: ACTIVITY_HEAD_HEIGHT + ACTIVITY_BODY_HEIGHT }}>
        <LoadableView value={answer} loadingLabel={t('discover.data.loading')} errorTitle={t('discover.data.error')} retryLabel={t('discover.retry')} onRetry={answer.reload} skeletonRows={6}>
          {() => <VirtualTable label={t('discover.data.activity')} rows={rows} columns={columns} rowKey={rowKey} height={ACTIVITY_BODY_HEIGHT} rowHeight={ACTIVITY_ROW_HEIGHT} anchorScroll keyByPlace />}
        </LoadableView>
      </div>
    </Wrap>
  );
}

/** A trade's key: its hash (a pushed trade may come without one: its time and maker). */
const rowKey = (row: Row) => row.tx_hash || `${row.time}:${row.maker}`;

/** The maker's wallet profile: a plain click goes through the platform; modified or middle clicks are left to the browser (new tab). */
function MakerLink({ maker, chain, onOpen }: { maker: string; chain: ChainKey; onOpen: (maker: string) => void }) {
  if (!maker) return null;
  return (
    <a
      href={`/wallets/${chain}/${maker}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen(maker);
      }}
    >
      {shortenAddress(maker)}
    </a>
  );
}

const Wrap = styled.div`
  .filters { display: grid; grid-template-columns: 1fr 1fr; gap: ${vars.size.space3}; padding: ${vars.size.space3} ${vars.size.space4}; }
  .list { overflow: hidden; font-variant-numeric: tabular-nums; }
  [role='cell'] { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  /* A phone's panel is about 370 px wide: tighter rows leave the price its digits. */
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    [role='table'] [role='row'] { padding: 0 ${vars.size.space3}; gap: 6px; }
  }
  .buy { color: ${vars.color.up}; }
  .sell { color: ${vars.color.down}; }
  a { color: ${vars.color.accent}; text-decoration: none; }
`;
