import styled from '@emotion/styled';
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { vars } from '../theme/tokens';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label, and the input's accessible name. */
  label: string;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /** A short help line under the input (its description). */
  hint?: ReactNode;
  /** An error under the input: sets aria-invalid and becomes the description. */
  error?: ReactNode;
  /** Text or a control at the end of the input (a unit, a Max button). */
  suffix?: ReactNode;
}

/** A labelled text input with an optional hint, error and suffix. */
export function TextField({ label, hideLabel = false, hint, error, suffix, id, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={inputId} data-hidden={hideLabel || undefined}>
        {label}
      </label>
      <Box data-invalid={error ? true : undefined}>
        <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {suffix && <span className="suffix">{suffix}</span>}
      </Box>
      {error && (
        <p id={errorId} className="error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
  label { font-size: ${vars.size.fontSm}; color: ${vars.color.textMuted}; }
  label[data-hidden] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  p { margin: 0; font-size: ${vars.size.fontXs}; }
  .hint { color: ${vars.color.textDim}; }
  .error { color: ${vars.color.down}; }
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  height: 32px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.bg};
  &:focus-within { border-color: ${vars.color.focus}; }
  &[data-invalid] { border-color: ${vars.color.down}; }
  input { flex: 1; min-width: 0; height: 100%; padding: 0 ${vars.size.space3}; border: 0; background: transparent; color: ${vars.color.text}; font: inherit; outline: none; }
  .suffix { padding: 0 ${vars.size.space3}; color: ${vars.color.textMuted}; font-size: ${vars.size.fontSm}; }
`;
