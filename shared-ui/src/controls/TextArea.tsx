import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { overlayChunk } from '../overlay/overlayChunk';
import { LazyBoundary, lazyWithPreload } from '../platform/lazy';

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

/**
 * A labelled multi-line text field with an optional counter, hint and error (the TextField of long
 * texts). Only dialogs have one, so its code comes with the Dialog's (TextAreaField.tsx).
 */
export function TextArea(props: TextAreaProps) {
  // Inside an open Dialog the chunk is there and this draws at once; elsewhere it draws nothing until
  // it is (nothing either if it does not come: the next render tries again).
  return (
    <LazyBoundary>
      <TextAreaField {...props} />
    </LazyBoundary>
  );
}

const TextAreaField = lazyWithPreload(overlayChunk, (parts) => parts.TextAreaField);
