import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { LAYOUT } from '@nova/shared-contracts';
import type { TrackerZoneSide } from '@nova/shared-contracts';
import { Button, vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { ARROW_KEYS, clampToViewport, moveByKey, settle, snapZoneAt } from '../model/geometry';
import { useResizeCorner } from './useResizeCorner';
import type { ResizeOptions } from './useResizeCorner';
import { useViewportSize } from './useViewportSize';
import type { ArrowKey, Point, Size, WindowState } from '../model/geometry';

/** floating: fixed, dragged anywhere; docked: fills its place in a side zone; sheet: a bottom sheet on narrow screens. */
export type WindowMode = 'floating' | 'docked' | 'sheet';

export interface DockControls {
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (step: -1 | 1) => void;
  onFloat: () => void;
}

export interface TrackerWindowProps {
  title: string;
  mode: WindowMode;
  /** Floating place (top-left corner). */
  position: Point;
  /** Floating size; a docked window fills its zone's width instead. */
  size: Size;
  /** What reaching a side edge would do, shown while the window is dragged there (`blocked`: a full zone). */
  edgeHint?: (zone: TrackerZoneSide) => { text: string; blocked: boolean };
  /** A message after the last drop (e.g. the zone was full). */
  notice?: string | null;
  /** Called with where the window was released (a drag or an arrow-key step). */
  onDrop?: (settled: WindowState) => void;
  onClose: () => void;
  /** Reorder and float buttons of a docked window. */
  dock?: DockControls;
  /** Resizing a floating window: its limits and where the new size goes. */
  resize?: ResizeOptions;
  /** Stacking order among floating windows (higher is in front). */
  layer?: number;
  /** A click or focus inside the window (the parent brings it to the front). */
  onActivate?: () => void;
  children: ReactNode;
}

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

interface Drag {
  pointerId: number;
  /** Pointer offset from the window's top-left corner. */
  dx: number;
  dy: number;
  startX: number;
  startY: number;
}

/**
 * A tracker window: a non-modal dialog named by its title, dragged by its title bar (pointer
 * events with capture) or moved with the arrow keys from its move handle. The parent decides what
 * a drop means (float there, dock into a zone, or refuse a full zone).
 */
export function TrackerWindow({ title, mode, position, size, edgeHint, notice, onDrop, onClose, dock, resize, layer = 0, onActivate, children }: TrackerWindowProps) {
  const { t } = useTrackersMessages();
  const titleId = useId();
  const hintId = useId();
  const frameRef = useRef<HTMLElement>(null);
  const drag = useRef<Drag | null>(null);
  /** While dragging: where the window's corner would be, and how far the pointer moved. */
  const [pointer, setPointer] = useState<{ corner: Point; moved: Point } | null>(null);
  const movable = mode !== 'sheet' && onDrop !== undefined;
  const resizeHintId = useId();
  // A place saved on a wider screen is shown clamped on this one (the saved value is kept).
  const viewportSize = useViewportSize();
  const place = clampToViewport(position.x, position.y, size, viewportSize);
  const edge = pointer ? snapZoneAt(pointer.corner.x, size, viewport()) : 'none';

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!movable || event.button !== 0 || (event.target as HTMLElement).closest('[data-no-drag]')) return;
    const rect = frameRef.current?.getBoundingClientRect();
    const origin = mode === 'floating' || !rect ? place : { x: rect.left, y: rect.top };
    drag.current = { pointerId: event.pointerId, dx: event.clientX - origin.x, dy: event.clientY - origin.y, startX: event.clientX, startY: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setPointer({ corner: origin, moved: { x: 0, y: 0 } });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setPointer({ corner: { x: event.clientX - current.dx, y: event.clientY - current.dy }, moved: { x: event.clientX - current.startX, y: event.clientY - current.startY } });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setPointer(null);
    onDrop?.(settle(event.clientX - current.dx, event.clientY - current.dy, size, viewport()));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!ARROW_KEYS.includes(event.key)) return;
    event.preventDefault();
    if (mode === 'docked' && dock && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      if (event.key === 'ArrowUp' ? dock.canMoveUp : dock.canMoveDown) dock.onMove(event.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    const from = mode === 'floating' ? place : (frameRef.current?.getBoundingClientRect() ?? place);
    onDrop?.(moveByKey({ x: from.x, y: from.y }, event.key as ArrowKey, event.shiftKey, size, viewport()));
  };

  // While dragged the window stays on screen, so its edge hint shows (snapping reads the pointer).
  const dragged = pointer ? clampToViewport(pointer.corner.x, pointer.corner.y, size, viewportSize) : null;
  const corner = useResizeCorner(size, viewportSize, resize);
  const shownSize = corner.size;
  const style =
    mode === 'floating' ? { left: dragged?.x ?? place.x, top: dragged?.y ?? place.y, width: shownSize.width, height: Math.min(shownSize.height, viewportSize.height - place.y), zIndex: 50 + layer }
    : mode === 'docked' && pointer ? { transform: `translate(${pointer.moved.x}px, ${pointer.moved.y}px)` }
    : undefined;

  return (
    <Frame ref={frameRef} role="dialog" aria-modal="false" aria-labelledby={titleId} data-mode={mode} data-dragging={pointer !== null || undefined} data-near-edge={edge !== 'none' || undefined} style={style} onPointerDownCapture={onActivate} onFocusCapture={onActivate}>
      <TitleBar onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp} data-movable={movable || undefined}>
        {movable && (
          <Handle type="button" aria-label={t('trackers.move', { title })} aria-describedby={hintId} onKeyDown={onKeyDown}>
            <Grip aria-hidden="true" />
          </Handle>
        )}
        <Title id={titleId}>{title}</Title>
        {pointer && edge !== 'none' && edgeHint && <EdgeHint data-blocked={edgeHint(edge).blocked || undefined}>{edgeHint(edge).text}</EdgeHint>}
        <Tools data-no-drag>
          {mode === 'docked' && dock && (
            <>
              <Button size="sm" variant="ghost" aria-label={t('trackers.moveUp', { title })} disabled={!dock.canMoveUp} onClick={() => dock.onMove(-1)}>
                ↑
              </Button>
              <Button size="sm" variant="ghost" aria-label={t('trackers.moveDown', { title })} disabled={!dock.canMoveDown} onClick={() => dock.onMove(1)}>
                ↓
              </Button>
              <Button size="sm" variant="ghost" aria-label={t('trackers.float', { title })} onClick={dock.onFloat}>
                <FloatIcon aria-hidden="true" />
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" aria-label={t('trackers.close', { title })} onClick={onClose}>
            ✕
          </Button>
        </Tools>
        {movable && <Hidden id={hintId}>{t(mode === 'docked' ? 'trackers.moveHintDocked' : 'trackers.moveHint')}</Hidden>}
      </TitleBar>
      {notice && <Notice role="status">{notice}</Notice>}
      <Content>{children}</Content>
      {mode === 'floating' && resize && (
        <>
          <ResizeCorner
            type="button"
            aria-label={t('trackers.resize', { title })}
            aria-describedby={resizeHintId}
            {...corner.handlers}
          />
          <Hidden id={resizeHintId}>{t('trackers.resizeHint')}</Hidden>
        </>
      )}
    </Frame>
  );
}

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.size.radiusMd};
  overflow: hidden;
  transition: opacity 120ms, filter 120ms;
  &[data-mode='floating'] {
    position: fixed;
    z-index: 50;
    max-width: 100vw;
    box-shadow: 0 12px 32px rgba(0, 0, 0, 0.45);
  }
  &[data-mode='docked'] {
    position: relative;
    flex: 1 1 0;
    min-height: ${LAYOUT.minComponentHeight}px;
    border-radius: 0;
    border-width: 0 0 1px;
  }
  &[data-mode='docked'][data-dragging] { z-index: 60; box-shadow: 0 12px 32px rgba(0, 0, 0, 0.45); }
  &[data-mode='sheet'] {
    position: fixed;
    z-index: 50;
    inset-inline: 0;
    bottom: 0;
    height: min(70vh, 520px);
    border-radius: ${vars.size.radiusMd} ${vars.size.radiusMd} 0 0;
    box-shadow: 0 -12px 32px rgba(0, 0, 0, 0.5);
  }
  &[data-near-edge] { opacity: 0.75; filter: blur(0.5px); }
`;

const TitleBar = styled.header`
  position: relative;
  display: flex;
  flex: none;
  align-items: center;
  gap: ${vars.size.space2};
  height: 32px;
  padding: 0 ${vars.size.space2};
  background: ${vars.color.surfaceRaised};
  border-bottom: 1px solid ${vars.color.border};
  user-select: none;
  &[data-movable] { cursor: grab; touch-action: none; }
  [data-dragging] > & { cursor: grabbing; }
`;

const Handle = styled.button`
  display: grid;
  place-items: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: ${vars.size.radiusSm};
  background: transparent;
  color: ${vars.color.textDim};
  cursor: inherit;
  &:hover { color: ${vars.color.text}; background: ${vars.color.surfaceHover}; }
`;

/** Six dots drawn with CSS (no icon font). */
const Grip = styled.span`
  width: 6px;
  height: 10px;
  background: radial-gradient(circle, currentColor 1px, transparent 1.2px) 0 0 / 3px 3.4px;
`;

/** Two overlapping frames: "pop out". */
const FloatIcon = styled.span`
  position: relative;
  width: 10px;
  height: 10px;
  border: 1.5px solid currentColor;
  border-radius: 2px;
  &::after { /* physical: a drawn glyph */ content: ''; position: absolute; left: 2px; top: -4.5px; width: 8px; height: 8px; border: 1.5px solid currentColor; border-width: 1.5px 1.5px 0 0; }
`;

/** The bottom-right resize corner (two diagonal strokes). */
const ResizeCorner = styled.button`
  position: absolute;
  right: 0; /* physical: the window's size and place are screen coordinates */
  bottom: 0;
  z-index: 2;
  width: 14px;
  height: 14px;
  padding: 0;
  border: 0;
  background: linear-gradient(135deg, transparent 0 55%, ${vars.color.textDim} 55% 62%, transparent 62% 75%, ${vars.color.textDim} 75% 82%, transparent 82%);
  cursor: nwse-resize;
  touch-action: none;
  &:hover, &:focus-visible { background-color: ${vars.color.surfaceHover}; }
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${vars.size.fontSm};
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const EdgeHint = styled.span`
  padding: 0 ${vars.size.space2};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceHover};
  color: ${vars.color.accent};
  font-size: ${vars.size.fontXs};
  white-space: nowrap;
  &[data-blocked] { background: ${vars.color.warnSoft}; color: ${vars.color.warn}; }
`;

const Tools = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.size.space1};
`;

const Notice = styled.p`
  flex: none;
  margin: 0;
  padding: ${vars.size.space2} ${vars.size.space3};
  background: ${vars.color.warnSoft};
  color: ${vars.color.warn};
  font-size: ${vars.size.fontXs};
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  overflow: auto;
`;
