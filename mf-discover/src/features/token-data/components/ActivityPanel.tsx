import styled from '@emotion/styled';
import { memo, useCallback, useMemo, useState } from 'react';
import { WALLET_TAG_KINDS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { formatUsd, LoadableView, Select, shortenAddress, TextField, useApi, useFollow, usePlatform, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
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

/**
 * The token's trades, newest first: the activity call (tag kind and minimum volume filters,
 * 50 rows) with trade_history pushes on top, at most 100 kept; makers open their wallet profile.
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

  return (
    <Wrap>
      <div className="filters">
        <Select<TagKind> label={t('discover.data.tagKind')} value={tab} options={WALLET_TAG_KINDS.map((kind) => ({ value: kind, label: t(`discover.data.tag.${kind}`) }))} onChange={setTab} />
        <TextField label={t('discover.data.minVolume')} inputMode="decimal" value={minVolume} onKeyDown={(event) => isBlockedKey(event.key) && event.preventDefault()} onChange={(event) => setMinVolume(sanitizeNumber(event.target.value, false))} />
      </div>
      <LoadableView value={answer} loadingLabel={t('discover.data.loading')} errorTitle={t('discover.data.error')} retryLabel={t('discover.retry')} onRetry={answer.reload} skeletonRows={6}>
        {() => (
          <table aria-label={t('discover.data.activity')}>
            <thead>
              <tr>
                <th scope="col">{t('discover.data.time')}</th>
                <th scope="col">{t('discover.data.side')}</th>
                <th scope="col">{t('discover.col.price')}</th>
                <th scope="col">{t('discover.data.volume')}</th>
                <th scope="col">{t('discover.data.maker')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <ActivityRow key={row.tx_hash || `${row.time}:${row.maker}`} row={row} chain={chain} locale={locale} time={time} t={t} onOpenMaker={openMaker} />
              ))}
            </tbody>
          </table>
        )}
      </LoadableView>
    </Wrap>
  );
}

interface ActivityRowProps {
  row: Row;
  chain: ChainKey;
  locale: string;
  time: Intl.DateTimeFormat;
  t: Translate<DataMessages>;
  onOpenMaker: (maker: string) => void;
}

/** One trade. Memoised: a pushed trade renders its own row, not the 100 kept below it. */
const ActivityRow = memo(function ActivityRow({ row, chain, locale, time, t, onOpenMaker }: ActivityRowProps) {
  return (
    <tr>
      <td>{time.format(row.time)}</td>
      <td className={row.side}>{t(row.side === 'buy' ? 'discover.data.buy' : 'discover.data.sell')}</td>
      <td>{formatUsd(row.price_usd, { locale, compact: false })}</td>
      <td>{formatUsd(row.volume_usd, { locale })}</td>
      <td>
        {row.maker && (
          <a
            href={`/wallets/${chain}/${row.maker}`}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpenMaker(row.maker);
            }}
          >
            {shortenAddress(row.maker)}
          </a>
        )}
      </td>
    </tr>
  );
});

const Wrap = styled.div`
  .filters { display: grid; grid-template-columns: 1fr 1fr; gap: ${vars.size.space3}; padding: ${vars.size.space3} ${vars.size.space4}; }
  table { width: 100%; border-collapse: collapse; font-size: ${vars.size.fontSm}; font-variant-numeric: tabular-nums; }
  th, td { padding: 5px ${vars.size.space4}; text-align: right; border-bottom: 1px solid ${vars.color.border}; white-space: nowrap; }
  th:first-of-type, td:first-of-type { text-align: left; }
  thead th { color: ${vars.color.textMuted}; font-weight: 400; }
  .buy { color: ${vars.color.up}; }
  .sell { color: ${vars.color.down}; }
  a { color: ${vars.color.accent}; text-decoration: none; }
`;
