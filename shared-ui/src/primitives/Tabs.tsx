import styled from '@emotion/styled';
import { useRef, type KeyboardEvent } from 'react';
import { vars } from '../theme/tokens';

export interface TabItem<V extends string> {
  value: V;
  label: string;
  disabled?: boolean;
  /** Tint of the selected pill (Buy green, Sell red). */
  tone?: 'up' | 'down';
}

export interface TabsProps<V extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** 'pill' for compact toggles (Buy/Sell, intervals), 'underline' for section tabs. */
  appearance?: 'underline' | 'pill';
  size?: 'sm' | 'md';
}

/** A WAI-ARIA tab list: role tablist/tab, aria-selected, roving focus with arrow keys, Home and End. */
export function Tabs<V extends string>({ label, items, value, onChange, appearance = 'underline', size = 'md' }: TabsProps<V>) {
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.value === value);
    const next =
      event.key === 'ArrowRight' ? enabled[(index + 1) % enabled.length]
      : event.key === 'ArrowLeft' ? enabled[(index - 1 + enabled.length) % enabled.length]
      : event.key === 'Home' ? enabled[0]
      : event.key === 'End' ? enabled[enabled.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    const tabs = listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [];
    Array.from(tabs).find((tab) => tab.dataset.value === next.value)?.focus();
  };

  return (
    <List ref={listRef} role="tablist" aria-label={label} data-appearance={appearance} data-size={size} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <Tab
            key={item.value}
            type="button"
            role="tab"
            data-value={item.value}
            data-tone={item.tone}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </Tab>
        );
      })}
    </List>
  );
}

const List = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space2};
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  &[data-appearance='underline'] { gap: ${vars.size.space4}; }
`;

const Tab = styled.button`
  flex: none;
  border: 0;
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.size.fontSm};
  font-weight: 600;
  cursor: pointer;
  &:disabled { cursor: not-allowed; opacity: 0.4; }
  &:hover:not(:disabled) { color: ${vars.color.text}; }
  [data-appearance='underline'] > & {
    height: 34px;
    padding: 0 ${vars.size.space1};
    border-bottom: 2px solid transparent;
  }
  [data-appearance='underline'] > &[aria-selected='true'] { color: ${vars.color.text}; border-bottom-color: ${vars.color.accent}; }
  [data-appearance='pill'] > & {
    height: 24px;
    padding: 0 ${vars.size.space3};
    border-radius: ${vars.size.radiusSm};
    font-family: ${vars.font.mono};
  }
  [data-size='sm'] > & { font-size: ${vars.size.fontXs}; height: 24px; }
  [data-appearance='pill'] > &[aria-selected='true'] { color: ${vars.color.text}; background: ${vars.color.surfaceHover}; }
  [data-appearance='pill'] > &[aria-selected='true'][data-tone='up'] { color: ${vars.color.up}; background: ${vars.color.upSoft}; }
  [data-appearance='pill'] > &[aria-selected='true'][data-tone='down'] { color: ${vars.color.down}; background: ${vars.color.downSoft}; }
`;
