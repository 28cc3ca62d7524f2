import styled from '@emotion/styled';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { vars } from '@nova/shared-ui';

/** The controls and layout pieces the chart settings dialog's sections share. */

export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange(on: boolean): void }) {
  return (
    <Check>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </Check>
  );
}

/** A labelled control: `children` gets the id the label points at. */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <FieldRow>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </FieldRow>
  );
}

/** A radio group named by `label` (its visible legend is hidden from assistive technology: the group carries the name). */
export function RadioGroup<T extends string>({ label, options, value, optionLabel, onChange, describedBy }: { label: string; options: readonly T[]; value: T; optionLabel(option: T): string; onChange(option: T): void; describedBy?: string }) {
  const name = useId();
  return (
    <Group role="radiogroup" aria-label={label} aria-describedby={describedBy}>
      <Legend aria-hidden="true">{label}</Legend>
      {options.map((option) => (
        <Check key={option}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {optionLabel(option)}
        </Check>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.size.space2} ${vars.size.space4};
`;

const Legend = styled.span`
  flex-basis: 100%;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  color: ${vars.color.text};
  font-size: ${vars.size.fontSm};
  cursor: pointer;
`;

const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(110px, 32%) minmax(0, 1fr);
  align-items: center;
  gap: ${vars.size.space3};
  font-size: ${vars.size.fontSm};
  label {
    color: ${vars.color.textMuted};
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

const control = `
  height: ${vars.size.controlHeight};
  min-width: 0;
  padding: 0 ${vars.size.space2};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontSm};
  color-scheme: dark;
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }
`;

export const Select = styled.select`
  ${control}
`;

export const Input = styled.input`
  ${control}
  font-family: ${vars.font.mono};
`;

export const Slider = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  input {
    flex: 1;
    accent-color: ${vars.color.accent};
  }
  output {
    min-width: 4ch;
    color: ${vars.color.textMuted};
    font-family: ${vars.font.mono};
    font-size: ${vars.size.fontXs};
    text-align: end;
  }
`;

export const Rule = styled.hr`
  width: 100%;
  margin: ${vars.size.space1} 0;
  border: 0;
  border-top: 1px solid ${vars.color.border};
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
`;

export const Problem = styled.p`
  margin: 0;
  color: ${vars.color.down};
  font-size: ${vars.size.fontXs};
`;
