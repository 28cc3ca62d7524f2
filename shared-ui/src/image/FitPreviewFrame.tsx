import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { FitPreviewProps } from './FitPreview';

/** The FitPreview once its code is here (with the Dialog's, see FitPreview.tsx). */
export function FitPreviewFrame({ width, height, children }: FitPreviewProps) {
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
  left: 0; /* physical: scaled from the top-left corner like the image it previews */
  transform-origin: top left;
`;
