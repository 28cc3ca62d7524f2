import type { ReactNode } from 'react';
import { overlayChunk } from '../overlay/overlayChunk';
import { LazyBoundary, lazyWithPreload } from '../platform/lazy';

export interface FitPreviewProps {
  /** The card's exported size. */
  width: number;
  height: number;
  children: ReactNode;
}

/**
 * A share card's preview: the card keeps its exported size (`width` x `height`) and only its
 * preview shrinks to fit the frame (1 on desktop; smaller in a phone's bottom sheet). Only share
 * dialogs have one, so its code comes with the Dialog's (FitPreviewFrame.tsx).
 */
export function FitPreview(props: FitPreviewProps) {
  // Inside an open Dialog the chunk is there and this draws at once; elsewhere it draws nothing until
  // it is (nothing either if it does not come: the next render tries again).
  return (
    <LazyBoundary>
      <FitPreviewFrame {...props} />
    </LazyBoundary>
  );
}

const FitPreviewFrame = lazyWithPreload(overlayChunk, (parts) => parts.FitPreviewFrame);
