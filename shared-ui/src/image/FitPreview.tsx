import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * A share card's preview: the card keeps its exported size (`width` x `height`) and only its
 * preview shrinks to fit the frame (1 on desktop; smaller in a phone's bottom sheet).
 */
export function FitPreview({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  const [frame, frameRef] = useState<HTMLDivElement | null>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setScale(Math.min(1, (entry?.contentRect.width ?? width) / width)));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame, width]);
  return (
    <Frame ref={frameRef} style={{ height: height * scale, maxWidth: width }}>
      <Scaled style={{ transform: `scale(${scale})` }}>{children}</Scaled>
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  margin: 0 auto;
`;

const Scaled = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  transform-origin: top left;
`;
