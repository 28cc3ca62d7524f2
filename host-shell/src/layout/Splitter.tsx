import { useRef } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import styled from '@emotion/styled';
import { LAYOUT } from '@nova/shared-contracts';
import { vars } from '@nova/shared-ui';
import { dragResize, keyboardResize } from './splitter';
import type { PanelSide } from './splitter';

export interface SplitterProps {
  /** Width of the panel the splitter resizes. */
  width: number;
  /** Where that panel is: right of the splitter (default) or left of it. */
  side?: PanelSide;
  onResize: (width: number) => void;
  label: string;
}

/** A vertical splitter (role separator) resizing the panel beside it, by pointer or keyboard. */
export function Splitter({ width, onResize, label, side = 'right' }: SplitterProps) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, width };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current) onResize(dragResize(drag.current.width, event.clientX - drag.current.x, side));
  };
  return (
    <Bar
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={LAYOUT.zoneWidthMin}
      aria-valuemax={LAYOUT.zoneWidthMax}
      tabIndex={0}
      onKeyDown={(event) => {
        const next = keyboardResize(width, event.key, side);
        if (next === null) return;
        event.preventDefault();
        onResize(next);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
    />
  );
}

const Bar = styled.div`
  width: 6px;
  cursor: col-resize;
  border-radius: 3px;
  touch-action: none;
  &:hover, &:focus-visible { background: ${vars.color.borderStrong}; }
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    display: none;
  }
`;
