import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { vars } from '@nova/shared-ui';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input and linked to it (aria-invalid, aria-describedby). */
  error?: string | null;
  /** Shown under the input when there is no error. */
  hint?: ReactNode;
  /** A control inside the field's right edge (e.g. show/hide). */
  trailing?: ReactNode;
}

/** A labelled input with an inline error or hint. */
export function TextField({ label, error, hint, trailing, ...input }: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Box data-invalid={error ? true : undefined}>
        <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={note ? noteId : undefined} {...input} />
        {trailing}
      </Box>
      {note && (
        <Note id={noteId} data-tone={error ? 'down' : undefined} role={error ? 'alert' : undefined}>
          {note}
        </Note>
      )}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${vars.size.fontXs};
  color: ${vars.color.textMuted};
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space2};
  height: 34px;
  padding: 0 ${vars.size.space2} 0 ${vars.size.space4};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.bg};
  &:focus-within { border-color: ${vars.color.focus}; }
  &[data-invalid] { border-color: ${vars.color.down}; }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  border: 0;
  outline: none;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontMd};
  &::placeholder { color: ${vars.color.textDim}; }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${vars.size.fontXs};
  color: ${vars.color.textMuted};
  &[data-tone='down'] { color: ${vars.color.down}; }
`;
