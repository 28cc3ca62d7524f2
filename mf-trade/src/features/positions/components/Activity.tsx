import styled from '@emotion/styled';
import { memo, Suspense, useEffect, useState } from 'react';
import { Button, LazyBoundary, lazyWithPreload, Tabs, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { ChainKey, Token } from '@nova/shared-contracts';
import type { TradeMessages } from '../../../i18n/messages';
import { PositionCard } from './PositionCard';

// The open orders and the history are chunks of their own, fetched as the activity mounts: they are
// not part of the panel's first render (its size budget), and a tab picked later waits for nothing.
const OpenOrders = lazyWithPreload(() => import('./OpenOrders').then((module) => module.OpenOrders));
const TradeHistory = lazyWithPreload(() => import('./TradeHistory').then((module) => module.TradeHistory));

export interface ActivityProps {
  chain: ChainKey;
  address: string;
  symbol: string;
  decimals: number;
  /** The token's safety flags: a wallet login confirms selling a risky token (spec 1 §4). */
  security: Token['security_info'];
  t: Translate<TradeMessages>;
  locale: string;
}

type View = 'position' | 'orders' | 'history';

/** Under the trade form, for a signed-in user: the position, open orders and trade history of the token. */
export const Activity = memo(function Activity(props: ActivityProps) {
  const [view, setView] = useState<View>('position');
  /** Bumped by Retry: a new boundary loads the tab's chunk again. */
  const [attempt, setAttempt] = useState(0);
  const { t } = props;
  useEffect(() => {
    // A chunk that does not arrive is reported by the tab's boundary when it renders.
    OpenOrders.preload().catch(() => undefined);
    TradeHistory.preload().catch(() => undefined);
  }, []);
  return (
    <section aria-label={t('trade.activity')}>
      <Tabs
        label={t('trade.activity')}
        size="sm"
        value={view}
        onChange={setView}
        items={[
          { value: 'position', label: t('trade.activity.position') },
          { value: 'orders', label: t('trade.activity.orders') },
          { value: 'history', label: t('trade.activity.history') },
        ]}
      />
      {view === 'position' && <PositionCard {...props} />}
      {view !== 'position' && (
        <LazyBoundary
          key={`${view}:${attempt}`}
          fallback={
            <Note role="alert">
              {t('trade.activity.error')}{' '}
              <Button size="sm" variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
                {t('trade.retry')}
              </Button>
            </Note>
          }
        >
          <Suspense fallback={<Note role="status">{t(view === 'orders' ? 'trade.orders.loading' : 'trade.history.loading')}</Note>}>
            {view === 'orders' ? (
              <OpenOrders chain={props.chain} address={props.address} symbol={props.symbol} t={t} locale={props.locale} />
            ) : (
              <TradeHistory chain={props.chain} address={props.address} symbol={props.symbol} t={t} locale={props.locale} />
            )}
          </Suspense>
        </LazyBoundary>
      )}
    </section>
  );
});

const Note = styled.p`
  margin: 0;
  padding: ${vars.size.space4};
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontSm};
`;
