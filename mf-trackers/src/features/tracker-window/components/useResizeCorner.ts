import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { ARROW_KEYS, clampSize, resizeByKey } from '../model/geometry';
import type { ArrowKey, Size, SizeLimits } from '../model/geometry';

export interface ResizeOptions {
  limits: SizeLimits;
  onResize: (size: Size) => void;
}

/**
 * The resize corner of a floating window: a pointer drag shows the new size live and reports it on
 * release; arrow keys step it. `size` is the size to show (the live one while dragging).
 */
export function useResizeCorner(size: Size, viewport: Size, resize: ResizeOptions | undefined) {
  const resizing = useRef<{ pointerId: number; startX: number; startY: number; from: Size } | null>(null);
  const [liveSize, setLiveSize] = useState<Size | null>(null);
  const sizeAt = (event: PointerEvent<HTMLButtonElement>, limits: SizeLimits) => {
    const from = resizing.current;
    return from ? clampSize({ width: from.from.width + event.clientX - from.startX, height: from.from.height + event.clientY - from.startY }, limits, viewport) : size;
  };
  const active = (event: PointerEvent<HTMLButtonElement>) => resize !== undefined && resizing.current?.pointerId === event.pointerId;

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      if (!resize || event.button !== 0) return;
      event.stopPropagation();
      resizing.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, from: size };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setLiveSize(size);
    },
    onPointerMove(event: PointerEvent<HTMLButtonElement>) {
      if (resize && active(event)) setLiveSize(sizeAt(event, resize.limits));
    },
    onPointerUp(event: PointerEvent<HTMLButtonElement>) {
      if (!resize || !active(event)) return;
      const next = sizeAt(event, resize.limits);
      resizing.current = null;
      setLiveSize(null);
      resize.onResize(next);
    },
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
      if (!resize || !ARROW_KEYS.includes(event.key)) return;
      event.preventDefault();
      resize.onResize(resizeByKey(size, event.key as ArrowKey, event.shiftKey, resize.limits, viewport));
    },
  };
  return { size: liveSize ?? size, handlers: { ...handlers, onPointerCancel: handlers.onPointerUp } };
}
