import styled from '@emotion/styled';
import { Select, vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import type { Drawing } from '../model/drawings';
import { LINE_STYLES, LINE_WIDTHS, parseDrawingStyle } from '../model/drawingSettings';
import type { DrawingLineStyle, DrawingLineWidth, DrawingStyle } from '../model/drawingSettings';
import { DRAWING_ICONS } from './drawingIcons';
import { ColourInput } from '../../../shared/ui/ColourInput';
import { BELOW_LEGEND_PX } from '../../../shared/ui/overlayPlaces';
import { IconButton } from '../../../shared/ui/ToolButton';

export interface DrawingToolbarProps {
  drawing: Drawing;
  name: string;
  onRestyle(patch: Partial<DrawingStyle>): void;
  onDelete(): void;
  onEditText(): void;
}

/**
 * The selected drawing's floating toolbar over the chart (TradingView's): its colour, width and
 * line style, a note's text, and Delete. Every change is one undoable step.
 */
export default function DrawingToolbar({ drawing, name, onRestyle, onDelete, onEditText }: DrawingToolbarProps) {
  const { t } = useChartMessages();
  const style = parseDrawingStyle(drawing.style);
  return (
    <Bar role="toolbar" aria-label={t('chart.drawing.selected', { name })}>
      <ColourInput title={t('chart.drawing.style.colour')} aria-label={t('chart.drawing.style.colour')} value={style.colour} onChange={(e) => onRestyle({ colour: e.target.value })} />
      <Select<string>
        hideLabel
        label={t('chart.drawing.style.width')}
        value={String(style.width)}
        options={LINE_WIDTHS.map((n) => ({ value: String(n), label: t('chart.drawing.style.widthOption', { n }) }))}
        onChange={(value) => onRestyle({ width: Number(value) as DrawingLineWidth })}
      />
      <Select<DrawingLineStyle>
        hideLabel
        label={t('chart.drawing.style.lineStyle')}
        value={style.lineStyle}
        options={LINE_STYLES.map((value) => ({ value, label: t(`chart.drawing.style.${value}`) }))}
        onChange={(value) => onRestyle({ lineStyle: value })}
      />
      {drawing.tool === 'textNote' && (
        <IconButton type="button" aria-label={t('chart.drawing.editText')} title={t('chart.drawing.editText')} onClick={onEditText}>
          {DRAWING_ICONS.textNote}
        </IconButton>
      )}
      <IconButton type="button" aria-label={t('chart.drawing.remove')} title={`${t('chart.drawing.remove')} (Delete)`} onClick={onDelete}>
        {DRAWING_ICONS.clear}
      </IconButton>
    </Bar>
  );
}

/** Centred just under the OHLCV legend's line at the plot's top, so it never covers the legend. */
const Bar = styled.div`
  position: absolute;
  top: ${BELOW_LEGEND_PX}px;
  left: 50%; /* physical: centred over the plot with a translate */
  transform: translateX(-50%);
  z-index: 4;
  display: flex;
  align-items: center;
  gap: ${vars.size.space1};
  max-width: calc(100% - 16px);
  padding: 2px ${vars.size.space1};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surfaceRaised};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.35);
  font-size: ${vars.size.fontXs};
  select {
    height: 28px;
    padding: 0 ${vars.size.space2};
    font-size: ${vars.size.fontXs};
  }
  button {
    border-color: transparent;
    background: transparent;
  }
`;
