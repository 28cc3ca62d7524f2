import { useChartMessages } from '../../../i18n/messages';
import type { DrawingTool } from '../model/drawings';
import { DRAWING_ICONS } from './drawingIcons';
import { IconButton } from '../../../shared/ui/ToolButton';

export interface DrawingToolTogglesProps {
  tools: readonly DrawingTool[];
  tool: DrawingTool | null;
  onTool(tool: DrawingTool | null): void;
}

/** The drawing tools as icon toggles (pressed: the tool in use; pressing it again puts it away): the rail's and the favourites bar's. */
export function DrawingToolToggles({ tools, tool, onTool }: DrawingToolTogglesProps) {
  const { t } = useChartMessages();
  return (
    <>
      {tools.map((each) => (
        <IconButton
          key={each}
          type="button"
          aria-pressed={tool === each}
          aria-label={t(`chart.drawing.${each}`)}
          title={`${t(`chart.drawing.${each}`)} · ${t('chart.drawing.hint')}`}
          onClick={() => onTool(tool === each ? null : each)}
        >
          {DRAWING_ICONS[each]}
        </IconButton>
      ))}
    </>
  );
}
