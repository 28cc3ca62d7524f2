import styled from '@emotion/styled';
import { Suspense, lazy } from 'react';
import { Popover, vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import { DRAWING_TOOLS } from '../model/drawings';
import type { Drawing, DrawingTool } from '../model/drawings';
import type { DrawingSettings, DrawingSettingsAction } from '../model/drawingSettings';
import { DrawingToolToggles } from './DrawingToolToggles';
import { DRAWING_ICONS } from './drawingIcons';
import { IconButton } from '../../../shared/ui/ToolButton';

export interface DrawingRailProps {
  tool: DrawingTool | null;
  drawing: DrawingSettings;
  onTool(tool: DrawingTool | null): void;
  onDrawing(action: DrawingSettingsAction): void;
  /** The selected chart's drawings (the list's), the selected one. */
  drawings: readonly Drawing[];
  selectedId: string | null;
  onSelectDrawing(id: string | null): void;
  onDeleteDrawing(id: string): void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  /** Remove drawings: asks first (the chart area's dialog). */
  onClear(): void;
}

/** The favourites list and the style editor with its templates: their own chunk, loaded when first opened. */
const FavouritesPanel = lazy(() => import('./DrawingPanels').then((m) => ({ default: m.FavouritesPanel })));
const DrawingListPanel = lazy(() => import('./DrawingPanels').then((m) => ({ default: m.DrawingListPanel })));
const StylePanel = lazy(() => import('./DrawingPanels').then((m) => ({ default: m.StylePanel })));

/**
 * The drawing tools as a rail left of the charts (TradingView's place for them): tools, magnet,
 * undo, redo, remove; then the selected chart's drawings, the favourite tools (stars) and the
 * drawing style with its templates, as flyouts.
 */
export default function DrawingRail({ tool, drawing, onTool, onDrawing, drawings, selectedId, onSelectDrawing, onDeleteDrawing, canUndo, canRedo, onUndo, onRedo, onClear }: DrawingRailProps) {
  const { t } = useChartMessages();
  const loading = <Loading role="status">{t('chart.drawing.loading')}</Loading>;
  return (
    <Rail role="group" aria-label={t('chart.drawing')}>
      <DrawingToolToggles tools={DRAWING_TOOLS} tool={tool} onTool={onTool} />
      <Divider aria-hidden="true" />
      <IconButton type="button" aria-pressed={drawing.magnet} aria-label={t('chart.drawing.magnet')} title={t('chart.drawing.magnet')} onClick={() => onDrawing({ type: 'magnet', on: !drawing.magnet })}>
        {DRAWING_ICONS.magnet}
      </IconButton>
      <IconButton type="button" aria-label={t('chart.drawing.undo')} title={`${t('chart.drawing.undo')} (Ctrl+Z)`} disabled={!canUndo} onClick={onUndo}>
        {DRAWING_ICONS.undo}
      </IconButton>
      <IconButton type="button" aria-label={t('chart.drawing.redo')} title={`${t('chart.drawing.redo')} (Ctrl+Shift+Z)`} disabled={!canRedo} onClick={onRedo}>
        {DRAWING_ICONS.redo}
      </IconButton>
      <IconButton type="button" aria-label={t('chart.drawing.clear')} title={t('chart.drawing.clear')} disabled={drawings.length === 0} onClick={onClear}>
        {DRAWING_ICONS.clear}
      </IconButton>
      <Divider aria-hidden="true" />
      <Popover trigger={DRAWING_ICONS.drawingList} triggerLabel={t('chart.drawing.list')} label={t('chart.drawing.list')}>
        <Suspense fallback={loading}>
          <DrawingListPanel drawings={drawings} selectedId={selectedId} onSelect={onSelectDrawing} onDelete={onDeleteDrawing} />
        </Suspense>
      </Popover>
      <Popover trigger={DRAWING_ICONS.star} triggerLabel={t('chart.drawing.favourites')} label={t('chart.drawing.favourites')}>
        <Suspense fallback={loading}>
          <FavouritesPanel favourites={drawing.favourites} onToggle={(each) => onDrawing({ type: 'favourite', tool: each })} />
        </Suspense>
      </Popover>
      <Popover trigger={DRAWING_ICONS.drawingStyle} triggerLabel={t('chart.drawing.style')} label={t('chart.drawing.style')}>
        <Suspense fallback={loading}>
          <StylePanel drawing={drawing} onDrawing={onDrawing} />
        </Suspense>
      </Popover>
    </Rail>
  );
}

const Rail = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  /* Seven tools and the rail's controls outgrow a short chart (a phone's): the rail scrolls. */
  overflow-y: auto;
  scrollbar-width: none;
  gap: ${vars.size.space2};
  padding: ${vars.size.space2};
  border-inline-end: 1px solid ${vars.color.border};
  /* Its buttons keep their size when the rail is shorter than they are (it scrolls): squeezed, they were 18 px high, under the 24 px a finger needs. */
  & > * {
    flex-shrink: 0;
  }
  button {
    border-color: transparent;
    background: transparent;
  }
  button[aria-pressed='true'] {
    border-color: ${vars.color.accent};
  }
  button:disabled {
    opacity: 0.4;
    cursor: default;
  }
  /* The flyouts' triggers look like the rail's icon buttons; their panels open to the rail's right. */
  .trigger {
    justify-content: center;
    width: ${vars.size.controlHeight};
    padding: 0;
    color: ${vars.color.textMuted};
  }
  .trigger:hover {
    color: ${vars.color.text};
  }
  /* Their panels (in the top layer, placed at the trigger's CSS anchor) open to the rail's right,
     from the trigger's top, flipped up or left where the screen ends. */
  .trigger + [role='dialog'] {
    margin: 0 ${vars.size.space1};
    position-area: inline-end span-block-end;
    width: max-content;
    max-width: min(300px, calc(100vw - 72px));
    box-sizing: border-box;
  }
`;

const Divider = styled.span`
  width: 18px;
  height: 1px;
  margin: ${vars.size.space1} 0;
  background: ${vars.color.border};
`;

const Loading = styled.span`
  display: block;
  padding: ${vars.size.space2};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
`;
