import type { ReactNode } from 'react';
import { inOverlay } from '../overlay/overlayPart';

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
export const FitPreview = inOverlay((parts) => parts.FitPreviewFrame);
