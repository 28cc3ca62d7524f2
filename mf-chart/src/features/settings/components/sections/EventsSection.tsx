import { useId } from 'react';
import type { ChartTranslator } from '../../../../i18n/messages';
import { ORDER_PANEL_POSITIONS, TRADE_DISPLAY_KEYS, TRADE_DISPLAY_LABELS } from '../../../trade-overlay';
import type { OrderPanelPosition, TradeDisplay } from '../../../trade-overlay';
import { Note, RadioGroup, Rule, Toggle } from '../fields';

export interface EventsSectionProps {
  tradeDisplay: TradeDisplay;
  orderPanelPosition: OrderPanelPosition;
  onTradeDisplay(key: keyof TradeDisplay, on: boolean): void;
  onOrderPanelPosition(position: OrderPanelPosition): void;
  t: ChartTranslator;
}

/** Events: the trades shown on the chart (the toolbar's toggles too), and the order labels' side. */
export function EventsSection({ tradeDisplay, orderPanelPosition, onTradeDisplay, onOrderPanelPosition, t }: EventsSectionProps) {
  const noteId = useId();
  return (
    <>
      {TRADE_DISPLAY_KEYS.map((key) => (
        <Toggle key={key} label={t(TRADE_DISPLAY_LABELS[key])} checked={tradeDisplay[key]} onChange={(on) => onTradeDisplay(key, on)} />
      ))}
      <Note>{t('chart.events.note')}</Note>
      <Rule />
      <RadioGroup
        label={t('chart.events.orderPanel')}
        describedBy={noteId}
        options={ORDER_PANEL_POSITIONS}
        value={orderPanelPosition}
        optionLabel={(position) => t(`chart.events.orderPanel.${position}`)}
        onChange={onOrderPanelPosition}
      />
      <Note id={noteId}>{t('chart.events.orderPanel.note')}</Note>
    </>
  );
}
