import { memo, useState } from 'react';
import { Tabs } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { ChainKey, Token } from '@nova/shared-contracts';
import type { TradeMessages } from '../../../i18n/messages';
import { OpenOrders } from './OpenOrders';
import { PositionCard } from './PositionCard';
import { TradeHistory } from './TradeHistory';

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
  const { t } = props;
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
      {view === 'orders' && <OpenOrders chain={props.chain} address={props.address} t={t} locale={props.locale} />}
      {view === 'history' && <TradeHistory chain={props.chain} address={props.address} symbol={props.symbol} t={t} locale={props.locale} />}
    </section>
  );
});
