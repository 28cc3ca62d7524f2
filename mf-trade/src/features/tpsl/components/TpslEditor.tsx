import styled from '@emotion/styled';
import { Suspense, useEffect } from 'react';
import type { ChainKey } from '@nova/shared-contracts';
import { LazyBoundary, lazyWithPreload, usePlatform, usePref, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { readTpsl, strategiesReducer, tpslPref } from '../model/strategies';
import type { StrategyAction, TpslPrefs } from '../model/strategies';

// The rows and their Add menu are a chunk of their own, fetched as the form mounts: the panel's
// first render carries the switch only (its size budget).
const TpslStrategies = lazyWithPreload(() => import('./TpslStrategies').then((module) => module.TpslStrategies));

export interface TpslEditorProps {
  chain: ChainKey;
  t: Translate<TradeMessages>;
  locale: string;
}

/** The chain's TP/SL prefs (switch per side, strategies), following saves from anywhere. */
export function useTpsl(chain: ChainKey): TpslPrefs {
  return readTpsl(usePref<unknown>(tpslPref(chain), null));
}

/**
 * The take-profit / stop-loss switch and editor of spec 1 §2 (custodial logins): the switch, and
 * while it is on the strategy rows (`TpslStrategies`: take-profit, stop-loss, sell half at 2x,
 * trailing stop); kept in prefs per chain, the switch per side.
 */
export function TpslEditor({ chain, t, locale }: TpslEditorProps) {
  const { prefs } = usePlatform();
  const tpsl = useTpsl(chain);
  const save = (next: TpslPrefs) => prefs.set(tpslPref(chain), next);
  const act = (action: StrategyAction) => save({ ...tpsl, strategies: strategiesReducer(tpsl.strategies, action) });
  const on = tpsl.enabled.BUY;
  // A chunk that does not arrive is left to its boundary when it renders.
  useEffect(() => void TpslStrategies.preload().catch(() => undefined), []);
  return (
    <Box>
      <Row>
        <span>{t('trade.tpsl.switch')}</span>
        <Switch type="button" role="switch" aria-checked={on} aria-label={t('trade.tpsl.switch')} onClick={() => save({ ...tpsl, enabled: { ...tpsl.enabled, BUY: !on } })}>
          <span />
        </Switch>
      </Row>
      {on && (
        <LazyBoundary>
          <Suspense fallback={null}>
            <TpslStrategies strategies={tpsl.strategies} act={act} t={t} locale={locale} />
          </Suspense>
        </LazyBoundary>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-size: ${vars.size.fontSm};
`;

const Switch = styled.button`
  width: 32px;
  height: 18px;
  padding: 2px;
  border: 0;
  border-radius: 9px;
  background: ${vars.color.border};
  cursor: pointer;
  span { display: block; width: 14px; height: 14px; border-radius: 50%; background: ${vars.color.text}; transition: transform 0.15s; }
  &[aria-checked='true'] { background: ${vars.color.up}; }
  &[aria-checked='true'] span { transform: translateX(14px); }
`;
