import styled from '@emotion/styled';
import { useId } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { vars } from '../theme/tokens';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label, and the field's accessible name. */
  label: string;
  /** A help line under the field (its description). */
  hint?: ReactNode;
  /** An error under the field: sets aria-invalid and becomes the description. */
  error?: ReactNode;
  /** Announce the error as it appears (`role="alert"`): for errors found while typing a long text. */
  announceError?: boolean;
  /** Characters used of the allowed, shown at the end ("12/200", marked once over). */
  counter?: { length: number; max: number };
  /** Monospaced text (addresses, keys). */
  mono?: boolean;
}

/** A labelled multi-line text field with an optional counter, hint and error (the TextField of long texts). */
export function TextArea({ label, hint, error, announceError = false, counter, mono = false, id, ...area }: TextAreaProps) {
  const ownId = useId();
  const areaId = id ?? ownId;
  const hintId = `${areaId}-hint`;
  const errorId = `${areaId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field data-mono={mono || undefined}>
      <label htmlFor={areaId}>{label}</label>
      <textarea id={areaId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...area} />
      {counter && <span className="counter" data-over={counter.length > counter.max || undefined}>{`${counter.length}/${counter.max}`}</span>}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
  & > label { color: ${vars.color.textMuted}; font-size: ${vars.size.fontSm}; }
  & > textarea {
    resize: vertical;
    min-height: 72px;
    padding: ${vars.size.space2} ${vars.size.space3};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusSm};
    background: ${vars.color.bg};
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.size.fontSm};
  }
  &[data-mono] > textarea { font-family: ${vars.font.mono}; font-size: ${vars.size.fontXs}; line-height: 1.6; }
  & > textarea[aria-invalid='true'] { border-color: ${vars.color.down}; }
  & > textarea:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
  & > .counter { align-self: flex-end; color: ${vars.color.textDim}; font-size: ${vars.size.fontXs}; font-variant-numeric: tabular-nums; }
  & > .counter[data-over] { color: ${vars.color.down}; }
  & > p { margin: 0; font-size: ${vars.size.fontXs}; }
  & > .hint { color: ${vars.color.textDim}; }
  & > .error { color: ${vars.color.down}; }
`;
