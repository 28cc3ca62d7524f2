import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import { DRAWING_TOOLS } from '../model/drawings';
import type { DrawingTool } from '../model/drawings';
import { ICONS } from './icons';
import { IconButton } from './ToolButton';

export interface DrawingRailProps {
  tool: DrawingTool | null;
  magnet: boolean;
  onTool(tool: DrawingTool | null): void;
  onMagnet(on: boolean): void;
  onClear(): void;
}

/** The drawing tools as a rail left of the charts (TradingView's place for them): tools, magnet, remove. */
export function DrawingRail({ tool, magnet, onTool, onMagnet, onClear }: DrawingRailProps) {
  const { t } = useChartMessages();
  return (
    <Rail role="group" aria-label={t('chart.drawing')}>
      {DRAWING_TOOLS.map((each) => (
        <IconButton
          key={each}
          type="button"
          aria-pressed={tool === each}
          aria-label={t(`chart.drawing.${each}`)}
          title={`${t(`chart.drawing.${each}`)} · ${t('chart.drawing.hint')}`}
          onClick={() => onTool(tool === each ? null : each)}
        >
          {ICONS[each]}
        </IconButton>
      ))}
      <Divider aria-hidden="true" />
      <IconButton type="button" aria-pressed={magnet} aria-label={t('chart.drawing.magnet')} title={t('chart.drawing.magnet')} onClick={() => onMagnet(!magnet)}>
        {ICONS.magnet}
      </IconButton>
      <IconButton type="button" aria-label={t('chart.drawing.clear')} title={t('chart.drawing.clear')} onClick={onClear}>
        {ICONS.clear}
      </IconButton>
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
`;

const Divider = styled.span`
  width: 18px;
  height: 1px;
  margin: ${vars.size.space1} 0;
  background: ${vars.color.border};
`;
