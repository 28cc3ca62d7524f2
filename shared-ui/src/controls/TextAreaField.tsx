import styled from '@emotion/styled';
import { useId } from 'react';
import { vars } from '../theme/tokens';
import type { TextAreaProps } from './TextArea';

/** The TextArea once its code is here (with the Dialog's, see TextArea.tsx). */
export function TextAreaField({ label, hint, error, announceError = false, counter, mono = false, id, ...area }: TextAreaProps) {
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
