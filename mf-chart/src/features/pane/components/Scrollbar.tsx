import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { vars } from '@nova/shared-ui';
import { rangeForThumb, scrolledPercent, thumbFor } from '../model/scrollbar';

export interface ScrollbarProps {
  label: string;
  bars: number;
  range: { from: number; to: number } | null;
  onScroll(range: { from: number; to: number }): void;
}

/** The custom horizontal scrollbar of a chart (role scrollbar; thumb at least 20 px; arrows, Home, End). */
export function Scrollbar({ label, bars, range, onScroll }: ScrollbarProps) {
  const [trackElement, setTrackElement] = useState<HTMLDivElement | null>(null);
  const [drag, setDrag] = useState<{ startX: number; startLeft: number } | null>(null);
  const track = useTrackWidth(trackElement);
  const thumb = thumbFor(bars, range, track);
  const value = scrolledPercent(bars, range);

  const moveTo = (left: number) => {
    if (range) onScroll(rangeForThumb(bars, range, left, track));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ startX: event.clientX, startLeft: thumb.left });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) moveTo(drag.startLeft + event.clientX - drag.startX);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!range) return;
    const span = range.to - range.from;
    const step = Math.max(1, Math.round(span / 4));
    const to = (from: number) => onScroll({ from, to: from + span });
    if (event.key === 'ArrowLeft') to(range.from - step);
    else if (event.key === 'ArrowRight') to(range.from + step);
    else if (event.key === 'Home') to(0);
    else if (event.key === 'End') to(Math.max(0, bars - 1 - span));
    else return;
    event.preventDefault();
  };

  return (
    <Track
      ref={setTrackElement}
      role="scrollbar"
      aria-label={label}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <Thumb
        style={{ left: thumb.left, width: thumb.width }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDrag(null)}
        onPointerCancel={() => setDrag(null)}
      />
    </Track>
  );
}

/**
 * The track's width, kept by a ResizeObserver: read in render, `clientWidth` forced a layout on
 * every pane's render, which a layout of 8 charts loading at once paid for many times a frame.
 */
function useTrackWidth(track: HTMLDivElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!track || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(track);
    return () => observer.disconnect();
  }, [track]);
  return width;
}

const Track = styled.div`
  position: relative;
  height: 8px;
  margin: 2px 4px 4px;
  border-radius: 4px;
  background: ${vars.color.surfaceRaised};
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }
`;

const Thumb = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  min-width: 20px;
  border-radius: 4px;
  background: ${vars.color.borderStrong};
  cursor: grab;
  touch-action: none;
  &:hover {
    background: ${vars.color.textDim};
  }
`;
