import { useCallback } from 'react';
import styled from '@emotion/styled';
import { useSearchParams } from 'react-router-dom';
import { LAYOUT, isChainKey } from '@nova/shared-contracts';
import type { TokenRef } from '@nova/shared-contracts';
import { EmptyState, vars } from '@nova/shared-ui';
import { useT } from '../app/HostContext';
import { swapEn } from '../services/i18n/parts/swap';
import { RemoteSlot } from '../remotes/RemoteSlot';

/**
 * /swap: pick a token from the hot list (mf_discover) and trade it in the trade panel (mf_trade)
 * beside it. The pick lives in the URL (?chain=&address=), so a swap link can be shared.
 */
export function SwapPage() {
  const t = useT(swapEn);
  const [params, setParams] = useSearchParams();
  const chain = params.get('chain') ?? '';
  const address = params.get('address') ?? '';
  const token: TokenRef | null = isChainKey(chain) && address ? { chain, address } : null;
  const select = useCallback(
    (next: TokenRef) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          merged.set('chain', next.chain);
          merged.set('address', next.address);
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <Layout>
      <h1 className="visually-hidden">{t('shell.swap.title')}</h1>
      <RemoteSlot remote="mf_discover" expose="./TokenList" props={{ list: 'hot', onSelect: select }} label="mf_discover hot" minHeight={LAYOUT.minComponentHeight} />
      <div className="panel">
        {token ? (
          <RemoteSlot key={`${token.chain}:${token.address}`} remote="mf_trade" expose="./TradePanel" props={token} minHeight={LAYOUT.minComponentHeight} />
        ) : (
          <EmptyState title={t('shell.swap.title')} description={t('shell.swap.pick')} />
        )}
      </div>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: 8px;
  padding: 8px;
  align-items: start;
  .panel { position: sticky; top: ${LAYOUT.headerHeight + 8}px; border: 1px solid ${vars.color.border}; border-radius: ${vars.size.radiusMd}; background: ${vars.color.surface}; min-height: ${LAYOUT.minComponentHeight}px; display: flex; flex-direction: column; }
  .panel > * { flex: 1; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    .panel { position: static; order: -1; }
  }
`;
