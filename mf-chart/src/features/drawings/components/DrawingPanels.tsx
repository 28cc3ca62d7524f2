import styled from '@emotion/styled';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Select, TextField, vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import { DRAWING_TOOLS } from '../model/drawings';
import type { Drawing, DrawingTool } from '../model/drawings';
import { LINE_STYLES, LINE_WIDTHS, MAX_TEMPLATES, MAX_TEMPLATE_NAME, dashOf, saveTemplate } from '../model/drawingSettings';
import type { DrawingLineStyle, DrawingLineWidth, DrawingSettings, DrawingSettingsAction, DrawingStyle } from '../model/drawingSettings';
import { DRAWING_ICONS } from './drawingIcons';
import { ColourInput } from '../../../shared/ui/ColourInput';
import { ToolButton } from '../../../shared/ui/ToolButton';
import { drawingNames } from '../model/names';

export interface FavouritesPanelProps {
  favourites: readonly DrawingTool[];
  onToggle(tool: DrawingTool): void;
}

/** Every drawing tool with its star (toggle button "Favourite: Trend line"); starred tools make the favourites bar. */
export function FavouritesPanel({ favourites, onToggle }: FavouritesPanelProps) {
  const { t } = useChartMessages();
  return (
    <Column>
      <List>
        {DRAWING_TOOLS.map((tool) => {
          const name = t(`chart.drawing.${tool}`);
          const on = favourites.includes(tool);
          return (
            <li key={tool}>
              <span aria-hidden="true">{DRAWING_ICONS[tool]}</span>
              <span>{name}</span>
              <Star type="button" aria-pressed={on} aria-label={t('chart.drawing.favourite', { tool: name })} title={t('chart.drawing.favourite', { tool: name })} onClick={() => onToggle(tool)}>
                {DRAWING_ICONS.star}
              </Star>
            </li>
          );
        })}
      </List>
      <Note>{t('chart.drawing.favourites.note')}</Note>
    </Column>
  );
}

export interface DrawingListPanelProps {
  drawings: readonly Drawing[];
  selectedId: string | null;
  onSelect(id: string | null): void;
  onDelete(id: string): void;
}

/**
 * The selected chart's drawings as a list, the keyboard's way to them: select one (its toolbar
 * opens over the chart, Delete and Escape act on it) or delete it.
 */
export function DrawingListPanel({ drawings, selectedId, onSelect, onDelete }: DrawingListPanelProps) {
  const { t } = useChartMessages();
  const names = drawingNames(drawings, t);
  if (drawings.length === 0) return <Column><Note>{t('chart.drawing.list.empty')}</Note></Column>;
  return (
    <Column>
      <List aria-label={t('chart.drawing.list')}>
        {drawings.map((drawing) => {
          const name = names.get(drawing.id)!;
          return (
            <li key={drawing.id}>
              <span aria-hidden="true">{DRAWING_ICONS[drawing.tool]}</span>
              <span>
                {name}
                {drawing.text && <NoteText> “{drawing.text}”</NoteText>}
              </span>
              <ToolButton type="button" aria-pressed={drawing.id === selectedId} aria-label={t('chart.drawing.select', { name })} onClick={() => onSelect(drawing.id === selectedId ? null : drawing.id)}>
                ✓
              </ToolButton>
              <ToolButton type="button" aria-label={t('chart.drawing.delete', { name })} onClick={() => onDelete(drawing.id)}>
                ×
              </ToolButton>
            </li>
          );
        })}
      </List>
    </Column>
  );
}

export interface StylePanelProps {
  drawing: DrawingSettings;
  onDrawing(action: DrawingSettingsAction): void;
}

const newId = () => `tpl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The next drawing's style (colour, width, line style) and the style templates: save the style
 * under a name (a used name is replaced), apply one, delete one.
 */
export function StylePanel({ drawing, onDrawing }: StylePanelProps) {
  const { t } = useChartMessages();
  const { style, templates } = drawing;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const patch = (change: Partial<DrawingStyle>) => onDrawing({ type: 'style', patch: change });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = saveTemplate(templates, name, style, newId);
    if (!result.ok) {
      setError(result.error === 'empty' ? t('chart.drawing.templates.errorEmpty') : t('chart.drawing.templates.errorFull', { max: MAX_TEMPLATES }));
      return;
    }
    onDrawing({ type: 'saveTemplate', templates: result.templates });
    setError(null);
    setName('');
    setStatus(t('chart.drawing.templates.saved', { name: result.template.name }));
  };

  return (
    <Column>
      <Row>
        <label>
          <ColourInput value={style.colour} onChange={(e) => patch({ colour: e.target.value })} />
          {t('chart.drawing.style.colour')}
        </label>
        <Swatch aria-hidden="true" style={{ color: style.colour }} data-style={style.lineStyle}>
          <svg width="56" height="10">
            <line x1="2" y1="5" x2="54" y2="5" stroke="currentColor" strokeWidth={style.width} strokeDasharray={dashOf(style.lineStyle, style.width).join(' ') || undefined} />
          </svg>
        </Swatch>
      </Row>
      <Select<string>
        label={t('chart.drawing.style.width')}
        value={String(style.width)}
        options={LINE_WIDTHS.map((n) => ({ value: String(n), label: t('chart.drawing.style.widthOption', { n }) }))}
        onChange={(value) => patch({ width: Number(value) as DrawingLineWidth })}
      />
      <Select<DrawingLineStyle>
        label={t('chart.drawing.style.lineStyle')}
        value={style.lineStyle}
        options={LINE_STYLES.map((value) => ({ value, label: t(`chart.drawing.style.${value}`) }))}
        onChange={(value) => patch({ lineStyle: value })}
      />
      <Note>{t('chart.drawing.style.note')}</Note>
      <Rule />
      <Heading>{t('chart.drawing.templates')}</Heading>
      <Form onSubmit={save}>
        <TextField
          label={t('chart.drawing.templates.name')}
          value={name}
          maxLength={MAX_TEMPLATE_NAME}
          error={error ?? undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        <ToolButton type="submit">{t('chart.drawing.templates.save')}</ToolButton>
      </Form>
      {templates.length === 0 ? (
        <Note>{t('chart.drawing.templates.empty')}</Note>
      ) : (
        <List aria-label={t('chart.drawing.templates')}>
          {templates.map((template) => (
            <li key={template.id}>
              <Swatch aria-hidden="true" style={{ color: template.style.colour }}>
                <svg width="24" height="10">
                  <line x1="1" y1="5" x2="23" y2="5" stroke="currentColor" strokeWidth={template.style.width} strokeDasharray={dashOf(template.style.lineStyle, template.style.width).join(' ') || undefined} />
                </svg>
              </Swatch>
              <TemplateName>{template.name}</TemplateName>
              <ToolButton
                type="button"
                aria-label={t('chart.drawing.templates.apply', { name: template.name })}
                onClick={() => {
                  onDrawing({ type: 'applyTemplate', id: template.id });
                  setStatus(t('chart.drawing.templates.applied', { name: template.name }));
                }}
              >
                ✓
              </ToolButton>
              <ToolButton type="button" aria-label={t('chart.drawing.templates.delete', { name: template.name })} onClick={() => onDrawing({ type: 'deleteTemplate', id: template.id })}>
                ×
              </ToolButton>
            </li>
          ))}
        </List>
      )}
      <Status role="status">{status}</Status>
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  min-width: 220px;
  padding: ${vars.size.space2};
  color: ${vars.color.text};
  font-size: ${vars.size.fontSm};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.size.space3};
  label {
    display: flex;
    align-items: center;
    gap: ${vars.size.space2};
    cursor: pointer;
  }
`;

const Swatch = styled.span`
  display: inline-flex;
  align-items: center;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space1};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${vars.size.space2};
    min-height: 30px;
    color: ${vars.color.textMuted};
  }
  li > span:nth-of-type(2) {
    flex: 1;
    color: ${vars.color.text};
  }
  li button {
    min-width: 30px;
    border-color: ${vars.color.border};
    padding: 0 ${vars.size.space2};
  }
`;

const Star = styled.button`
  display: inline-grid;
  place-items: center;
  width: 30px;
  height: 30px;
  margin-inline-start: auto;
  border: 0;
  border-radius: ${vars.size.radiusSm};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${vars.color.text};
  }
  &[aria-pressed='true'] {
    color: #f5b300;
  }
  &[aria-pressed='true'] svg path {
    fill: currentColor;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
`;

const TemplateName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  color: ${vars.color.text};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const NoteText = styled.span`
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

const Heading = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
`;

const Note = styled.p`
  margin: 0;
  max-width: 260px;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
`;

const Rule = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${vars.color.border};
`;

const Status = styled.p`
  margin: 0;
  min-height: 1em;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
`;
