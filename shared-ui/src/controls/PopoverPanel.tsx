import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { LAYERS } from '../theme/layers';
import { vars } from '../theme/tokens';
import type { MenuItem } from './Popover';

// The panels of Popover and Menu: the popover chunk (popoverPart.ts), loaded on the first open.
// Each is drawn only while open.

interface PanelProps {
  id: string;
  /** The panel's accessible name. */
  label: string;
  /** The popover's root (a pointer down outside it closes) and its trigger (where the panel is placed). */
  root: RefObject<HTMLElement | null>;
  trigger: RefObject<HTMLElement | null>;
  align: 'start' | 'end';
  /** Closes and gives the focus back to the trigger. */
  onClose: () => void;
}

/** A popover's panel: a named non-modal dialog; the focus moves in as it opens. */
export function PopoverPanel({ id, label, root, trigger, align, side, onClose, children }: PanelProps & { side: 'below' | 'above'; children: ReactNode }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useDismiss(root, onClose);
  useTopLayer(panelRef, trigger, align, side);
  useEffect(() => {
    (panelRef.current?.querySelector<HTMLElement>('button, a[href], input, select, [tabindex]:not([tabindex="-1"])') ?? panelRef.current)?.focus();
  }, []);
  return (
    <Panel ref={panelRef} popover="manual" id={id} role="dialog" aria-label={label} tabIndex={-1}>
      {children}
    </Panel>
  );
}

/** A menu's panel: its items, the focus on item `first` as it opens, then moved by the arrow keys, Home and End. */
export function MenuPanel({ id, label, items, first, root, trigger, align, onClose }: PanelProps & { items: readonly MenuItem[]; first: number }) {
  const [active, setActive] = useState(first);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  useDismiss(root, onClose);
  useTopLayer(menuRef, trigger, align, 'below');
  useEffect(() => {
    itemRefs.current[active]?.focus();
  }, [active]);
  const count = items.length;
  const move = (step: number) => setActive(count ? (active + step + count) % count : 0);
  return (
    <Panel
      ref={menuRef}
      popover="manual"
      role="menu"
      id={id}
      aria-label={label}
      onKeyDown={(event) => {
        const keys: Record<string, () => void> = {
          ArrowDown: () => move(1),
          ArrowUp: () => move(-1),
          Home: () => setActive(0),
          End: () => setActive(Math.max(0, count - 1)),
        };
        const action = keys[event.key];
        if (!action) return;
        event.preventDefault();
        action();
      }}
    >
      {items.map((item, index) => (
        <button
          key={item.id}
          ref={(element) => {
            itemRefs.current[index] = element;
          }}
          type="button"
          role="menuitem"
          tabIndex={index === active ? 0 : -1}
          aria-disabled={item.disabled || undefined}
          title={item.title}
          onClick={() => {
            if (item.disabled) return;
            onClose();
            item.onSelect();
          }}
        >
          {item.label}
          {item.hint && <small> · {item.hint}</small>}
        </button>
      ))}
    </Panel>
  );
}

const GAP = 4;
const EDGE = 8;

/**
 * Shows `panel` (a `popover="manual"` element) in the top layer with the Popover API
 * and places it at its trigger: below it (above for side 'above'), on the other side when it does
 * not fit there and the other side has more room, aligned to the trigger's start or end edge and
 * kept inside the viewport; placed again as anything scrolls, the window resizes or the panel's
 * own size changes. In the top layer no ancestor's overflow clips it (a row's tools at the bottom
 * of a scrolling list) and no stacking context covers it. Where the API is missing (jsdom) the panel stays in the flow.
 */
function useTopLayer(panel: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>, align: 'start' | 'end', side: 'below' | 'above') {
  useLayoutEffect(() => {
    const element = panel.current;
    const anchor = trigger.current;
    if (!element || !anchor || typeof element.showPopover !== 'function') return;
    element.showPopover();
    const place = () => {
      const rect = anchor.getBoundingClientRect();
      const { innerWidth, innerHeight } = window;
      const { offsetWidth: width, offsetHeight: height } = element;
      const roomBelow = innerHeight - rect.bottom - GAP - EDGE;
      const roomAbove = rect.top - GAP - EDGE;
      const above = side === 'above' ? roomAbove >= height || roomAbove >= roomBelow : roomBelow < height && roomAbove > roomBelow;
      const top = above ? rect.top - GAP - height : rect.bottom + GAP;
      const left = align === 'end' ? rect.right - width : rect.left;
      element.style.top = `${Math.max(EDGE, Math.min(top, innerHeight - height - EDGE))}px`;
      element.style.left = `${Math.max(EDGE, Math.min(left, innerWidth - width - EDGE))}px`;
    };
    place();
    // Content that arrives after opening (a lazy part, loaded data) changes the panel's size.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    resized?.observe(element);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      resized?.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      if (element.isConnected) element.hidePopover();
    };
  }, [panel, trigger, align, side]);
}

/** Escape or a pointer down outside `root` calls `close`. */
function useDismiss(root: RefObject<HTMLElement | null>, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      closeRef.current();
    };
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) closeRef.current();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [root]);
}

/** In the top layer (placed by `useTopLayer`); the popover's own UA styles (centred, Canvas colours) are undone. */
const Panel = styled.div`
  position: fixed;
  inset: auto;
  margin: 0;
  z-index: ${LAYERS.popover};
  min-width: 160px;
  max-height: calc(100vh - 16px);
  overflow: auto;
  padding: ${vars.size.space2};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.45);
  outline: none;
  &[role='menu'] { display: flex; flex-direction: column; }
  [role='menuitem'] {
    height: 30px;
    padding: 0 ${vars.size.space3};
    border: 0;
    border-radius: ${vars.size.radiusSm};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.size.fontSm};
    text-align: start;
    cursor: pointer;
  }
  [role='menuitem']:hover, [role='menuitem']:focus-visible { background: ${vars.color.surfaceHover}; outline: none; }
  [role='menuitem'][aria-disabled='true'] { color: ${vars.color.textDim}; cursor: not-allowed; }
  [role='menuitem'] small { color: ${vars.color.textDim}; }
`;
