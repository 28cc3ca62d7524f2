import styled from '@emotion/styled';
import { useId } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { vars } from '../theme/tokens';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  /** The visible label and accessible name (combobox). */
  label: string;
  hideLabel?: boolean;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
}

/** A labelled native select (role combobox): keyboard, screen readers and mobile pickers for free. */
export function Select<V extends string>({ label, hideLabel = false, value, options, onChange, id, ...rest }: SelectProps<V>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <Wrap>
      <label htmlFor={selectId} data-hidden={hideLabel || undefined}>
        {label}
      </label>
      <select id={selectId} value={value} onChange={(event) => onChange(event.target.value as V)} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.size.space2};
  label { font-size: ${vars.size.fontSm}; color: ${vars.color.textMuted}; }
  label[data-hidden] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  select {
    height: ${vars.size.controlHeight};
    padding: 0 ${vars.size.space3};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusSm};
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.size.fontSm};
  }
  select:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
`;
