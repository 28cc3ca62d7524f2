import { useEffect, useState } from 'react';

/**
 * The scale at which content `contentWidth` wide fits its frame (1 on desktop; smaller in a phone's
 * bottom sheet): share cards keep their exported size and only their preview shrinks. A callback
 * ref, so a frame that appears late (after its data) is measured too.
 */
export function useFitScale(contentWidth: number): { frameRef: (node: HTMLDivElement | null) => void; scale: number } {
  const [frame, frameRef] = useState<HTMLDivElement | null>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setScale(Math.min(1, (entry?.contentRect.width ?? contentWidth) / contentWidth)));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame, contentWidth]);
  return { frameRef, scale };
}
