import styled from '@emotion/styled';
import { useId } from 'react';
import { vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import { DEFAULT_COLOURS, drawnColours } from '../model/chartSetting';
import type { ChartColours } from '../model/chartSetting';
import { ColourInput } from '../../../shared/ui/ColourInput';
import { ToolButton } from '../../../shared/ui/ToolButton';

export interface ColourEditorProps {
  colours: ChartColours;
  /** A changed colour or flag; null restores the defaults. Saved with the page's chart settings. */
  onChange(colours: Partial<ChartColours> | null): void;
}

/**
 * The candle colours of the saved settings (spec 3 §3 chartSetting, with the reverse colour flag):
 * up and down colours of candles, bars, volume and the baseline, each a colour input with its hex
 * value; `Reverse colours` swaps them on the chart; Reset. Part of the chart settings dialog's chunk.
 */
export function ColourEditor({ colours, onChange }: ColourEditorProps) {
  const { t } = useChartMessages();
  const rows = [
    { key: 'up' as const, label: t('chart.colours.up') },
    { key: 'down' as const, label: t('chart.colours.down') },
  ];
  const isDefault = colours.up === DEFAULT_COLOURS.up && colours.down === DEFAULT_COLOURS.down && colours.reverse === DEFAULT_COLOURS.reverse;
  const drawn = drawnColours(colours);
  const hintId = useId();
  return (
    <Editor>
      {rows.map((row) => (
        <Row key={row.key}>
          <ColourInput aria-label={row.label} value={colours[row.key]} onChange={(e) => onChange({ [row.key]: e.target.value })} />
          <span>{row.label}</span>
          <Hex>{colours[row.key]}</Hex>
        </Row>
      ))}
      <div>
        <Check>
          <input type="checkbox" aria-describedby={hintId} checked={colours.reverse} onChange={(e) => onChange({ reverse: e.target.checked })} />
          {t('chart.colours.reverse')}
        </Check>
        <Hint id={hintId}>{t('chart.colours.reverseHint')}</Hint>
      </div>
      {/* Rising bars (even) and falling bars (odd) as the chart draws them. */}
      <Preview aria-hidden="true">
        {[0.6, 0.9, 0.45, 0.75, 0.3, 0.85].map((h, i) => (
          <span key={i} style={{ height: `${h * 100}%`, background: i % 2 === 0 ? drawn.up : drawn.down }} />
        ))}
      </Preview>
      <ToolButton type="button" disabled={isDefault} onClick={() => onChange(null)}>
        {t('chart.colours.reset')}
      </ToolButton>
    </Editor>
  );
}

const Editor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  min-width: 200px;
  padding: ${vars.size.space2};
`;

const Row = styled.label`
  display: grid;
  grid-template-columns: 28px 1fr auto;
  align-items: center;
  gap: ${vars.size.space3};
  color: ${vars.color.text};
  font-size: ${vars.size.fontSm};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  color: ${vars.color.text};
  font-size: ${vars.size.fontSm};
`;

const Hint = styled.p`
  margin: ${vars.size.space1} 0 0 calc(13px + ${vars.size.space3});
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
`;

const Hex = styled.code`
  color: ${vars.color.textMuted};
  font-family: ${vars.font.mono};
  font-size: ${vars.size.fontXs};
`;

const Preview = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 4px;
  height: 36px;
  padding: 4px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  span {
    flex: 1;
    border-radius: 1px;
  }
`;
