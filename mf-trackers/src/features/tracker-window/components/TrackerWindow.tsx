import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { Button, vars } from '@nova/shared-ui';
import { SNAP_DISTANCE_PX, moveByKey, settle } from '../model/geometry';
import type { ArrowKey, Size, WindowState } from '../model/geometry';

export interface TrackerWindowProps {
  title: string;
  moveLabel: string;
  moveHint: string;
  closeLabel: string;
  snappedLabel: (zone: 'left' | 'right') => string;
  size: Size;
  state: WindowState;
  /** Called with the settled state after a drop or a key step (the caller saves it). */
  onSettle: (state: WindowState) => void;
  onClose: () => void;
  children: ReactNode;
}

const ARROWS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * A floating window (role="dialog", non-modal) dragged by its title bar with pointer events, or
 * moved with the arrow keys from its move handle; near a screen edge it snaps to that side.
 */
export function TrackerWindow({ title, moveLabel, moveHint, closeLabel, snappedLabel, size, state, onSettle, onClose, children }: TrackerWindowProps) {
  const titleId = useId();
  const hintId = useId();
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);
  const [dragPos, setDragPos] = useState<{ x: number; y: number } | null>(null);
  const pos = dragPos ?? state;
  const nearEdge = dragPos !== null && (dragPos.x <= SNAP_DISTANCE_PX || dragPos.x + size.width >= window.innerWidth - SNAP_DISTANCE_PX);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('[data-no-drag]')) return;
    drag.current = { pointerId: event.pointerId, dx: event.clientX - state.x, dy: event.clientY - state.y };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragPos({ x: state.x, y: state.y });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setDragPos({ x: event.clientX - current.dx, y: event.clientY - current.dy });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragPos(null);
    onSettle(settle(event.clientX - current.dx, event.clientY - current.dy, size, viewport()));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!ARROWS.includes(event.key)) return;
    event.preventDefault();
    onSettle(moveByKey(state, event.key as ArrowKey, event.shiftKey, size, viewport()));
  };

  return (
    <Frame
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-snap={state.snapZone}
      data-near-edge={nearEdge || undefined}
      style={{ left: pos.x, top: pos.y, width: size.width, height: size.height }}
    >
      <TitleBar onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp}>
        <Handle type="button" aria-label={moveLabel} aria-describedby={hintId} onKeyDown={onKeyDown} data-dragging={dragPos !== null || undefined}>
          ⠿
        </Handle>
        <Title id={titleId}>{title}</Title>
        {state.snapZone !== 'none' && <Snapped>{snappedLabel(state.snapZone)}</Snapped>}
        <span data-no-drag>
          <Button size="sm" variant="ghost" aria-label={closeLabel} onClick={onClose}>
            ✕
          </Button>
        </span>
        <Hint id={hintId}>{moveHint}</Hint>
      </TitleBar>
      <Content>{children}</Content>
    </Frame>
  );
}

const Frame = styled.section`
  position: fixed;
  z-index: 50;
  display: flex;
  flex-direction: column;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.size.radiusMd};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.45);
  overflow: hidden;
  transition: opacity 120ms, filter 120ms;
  &[data-near-edge] { opacity: 0.75; filter: blur(0.5px); }
  &[data-snap='left'] { border-left-color: ${vars.color.accent}; }
  &[data-snap='right'] { border-right-color: ${vars.color.accent}; }
`;

const TitleBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  height: 32px;
  padding: 0 ${vars.size.space2};
  border-bottom: 1px solid ${vars.color.border};
  cursor: grab;
  touch-action: none;
  user-select: none;
`;

const Handle = styled.button`
  width: 20px;
  height: 20px;
  border: 0;
  border-radius: ${vars.size.radiusSm};
  background: transparent;
  color: ${vars.color.textDim};
  cursor: grab;
  &[data-dragging] { cursor: grabbing; }
  &:hover { color: ${vars.color.text}; }
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${vars.size.fontSm};
  font-weight: 600;
`;

const Snapped = styled.span`
  color: ${vars.color.textDim};
  font-size: 10px;
`;

const Hint = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Content = styled.div`
  flex: 1;
  overflow: auto;
`;
