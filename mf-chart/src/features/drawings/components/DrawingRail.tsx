import styled from '@emotion/styled';
import { Suspense, lazy } from 'react';
import { Popover, vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import { DRAWING_TOOLS } from '../model/drawings';
import type { DrawingTool } from '../model/drawings';
import type { DrawingSettings, DrawingSettingsAction } from '../model/drawingSettings';
import { DrawingToolToggles } from './DrawingToolToggles';
import { ICONS } from '../../../shared/ui/icons';
import { IconButton } from '../../../shared/ui/ToolButton';

export interface DrawingRailProps {
  tool: DrawingTool | null;
  drawing: DrawingSettings;
  onTool(tool: DrawingTool | null): void;
  onDrawing(action: DrawingSettingsAction): void;
  onClear(): void;
}

/** The favourites list and the style editor with its templates: their own chunk, loaded when first opened. */
const FavouritesPanel = lazy(() => import('./DrawingPanels').then((m) => ({ default: m.FavouritesPanel })));
const StylePanel = lazy(() => import('./DrawingPanels').then((m) => ({ default: m.StylePanel })));

/**
 * The drawing tools as a rail left of the charts (TradingView's place for them): tools, magnet,
 * remove; then the favourite tools (stars) and the drawing style with its templates, as flyouts.
 */
export function DrawingRail({ tool, drawing, onTool, onDrawing, onClear }: DrawingRailProps) {
  const { t } = useChartMessages();
  const loading = <Loading role="status">{t('chart.drawing.loading')}</Loading>;
  return (
    <Rail role="group" aria-label={t('chart.drawing')}>
      <DrawingToolToggles tools={DRAWING_TOOLS} tool={tool} onTool={onTool} />
      <Divider aria-hidden="true" />
      <IconButton type="button" aria-pressed={drawing.magnet} aria-label={t('chart.drawing.magnet')} title={t('chart.drawing.magnet')} onClick={() => onDrawing({ type: 'magnet', on: !drawing.magnet })}>
        {ICONS.magnet}
      </IconButton>
      <IconButton type="button" aria-label={t('chart.drawing.clear')} title={t('chart.drawing.clear')} onClick={onClear}>
        {ICONS.clear}
      </IconButton>
      <Divider aria-hidden="true" />
      <Popover trigger={ICONS.star} triggerLabel={t('chart.drawing.favourites')} label={t('chart.drawing.favourites')}>
        <Suspense fallback={loading}>
          <FavouritesPanel favourites={drawing.favourites} onToggle={(each) => onDrawing({ type: 'favourite', tool: each })} />
        </Suspense>
      </Popover>
      <Popover trigger={ICONS.drawingStyle} triggerLabel={t('chart.drawing.style')} label={t('chart.drawing.style')}>
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
  gap: ${vars.size.space2};
  padding: ${vars.size.space2};
  border-right: 1px solid ${vars.color.border};
  button {
    border-color: transparent;
    background: transparent;
  }
  button[aria-pressed='true'] {
    border-color: ${vars.color.accent};
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
