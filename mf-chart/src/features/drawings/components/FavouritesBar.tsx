import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import type { DrawingTool } from '../model/drawings';
import { DrawingToolToggles } from './DrawingToolToggles';

export interface FavouritesBarProps {
  favourites: readonly DrawingTool[];
  tool: DrawingTool | null;
  onTool(tool: DrawingTool | null): void;
}

/**
 * The starred drawing tools as a small strip over the charts' top left (TradingView's favourites
 * toolbar), shown while at least one tool is starred, with or without the drawing rail.
 */
export default function FavouritesBar({ favourites, tool, onTool }: FavouritesBarProps) {
  const { t } = useChartMessages();
  if (favourites.length === 0) return null;
  return (
    <Strip role="toolbar" aria-label={t('chart.drawing.favouritesBar')}>
      <DrawingToolToggles tools={favourites} tool={tool} onTool={onTool} />
    </Strip>
  );
}

const Strip = styled.div`
  position: absolute;
  top: ${vars.size.space2};
  left: ${vars.size.space2}; /* physical: over the left-to-right plot */
  z-index: 5;
  display: flex;
  gap: 2px;
  padding: 2px;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surfaceRaised};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.35);
  button {
    border-color: transparent;
    background: transparent;
  }
  button[aria-pressed='true'] {
    border-color: ${vars.color.accent};
    color: ${vars.color.accent};
  }
`;
