import styled from '@emotion/styled';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { LAYERS } from '../theme/layers';
import { vars } from '../theme/tokens';

export interface PopoverProps {
  /** The trigger's content; `triggerLabel` names it when it is only an icon. */
  trigger: ReactNode;
  triggerLabel?: string;
  /** The panel's accessible name (a non-modal dialog). */
  label: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  align?: 'start' | 'end';
  /** Where the panel opens: below the trigger, or above it (for triggers at the bottom of the screen, e.g. the status bar). */
  side?: 'below' | 'above';
  /** Controlled mode: the popover is open when `open` is true; `onOpenChange` is told every open and close (trigger, Escape, outside click, `close()`). */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

/**
 * A button that opens a small non-modal panel (role dialog, named) below it: aria-expanded on the
 * trigger, Escape and a click outside close it, focus moves in on open and back on close. The
 * panel is shown in the top layer next to its trigger (`useTopLayer`): no scrolling list or
 * clipped cell around the trigger cuts it.
 */
export function Popover({ trigger, triggerLabel, label, children, align = 'start', side = 'below', open: controlled, onOpenChange }: PopoverProps) {
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) => {
    const value = typeof next === 'function' ? next(open) : next;
    if (controlled === undefined) setOwn(value);
    onOpenChange?.(value);
  };
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  useDismiss(open, rootRef, close);
  useTopLayer(open, panelRef, triggerRef, align, side);
  useEffect(() => {
    if (open) (panelRef.current?.querySelector<HTMLElement>('button, a[href], input, select, [tabindex]:not([tabindex="-1"])') ?? panelRef.current)?.focus();
  }, [open]);
  return (
    <Root ref={rootRef}>
      <button ref={triggerRef} type="button" className="trigger" aria-label={triggerLabel} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((was) => !was)}>
        {trigger}
      </button>
      {open && (
        <Panel ref={panelRef} popover="manual" id={panelId} role="dialog" aria-label={label} tabIndex={-1}>
          {typeof children === 'function' ? children(close) : children}
        </Panel>
      )}
    </Root>
  );
}

export interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  /** Shown and focusable but not chosen (aria-disabled, as the APG's menus do); `hint` says why. */
  disabled?: boolean;
  /** A short note after the label, part of the item's name (e.g. why it is disabled). */
  hint?: string;
  /** A longer explanation on hover. */
  title?: string;
}

export interface MenuProps {
  /** The trigger button's text (its accessible name), or `triggerLabel` with an icon. */
  trigger: ReactNode;
  triggerLabel?: string;
  /** The menu's accessible name. */
  label: string;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
  /** The trigger is disabled (e.g. nothing may be added any more). */
  disabled?: boolean;
}

/**
 * A menu button (aria-haspopup="menu") opening a `menu` of `menuitem`s: arrow keys, Home and End
 * move, Enter or Space chooses, Escape and a click outside close, focus returns to the button.
 * Disabled items stay in the arrow-key order (so their hint is read) but are not chosen.
 */
export function Menu({ trigger, triggerLabel, label, items, align = 'start', disabled = false }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuRef = useRef<HTMLDivElement>(null);
  const enabled = items.map((_, index) => index);
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  useDismiss(open, rootRef, close);
  useTopLayer(open, menuRef, triggerRef, align, 'below');
  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);
  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const move = (step: number) => {
    const at = enabled.indexOf(active);
    setActive(enabled[(at + step + enabled.length) % enabled.length] ?? 0);
  };
  return (
    <Root ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="trigger"
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openAt(enabled[0] ?? 0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAt(event.key === 'ArrowDown' ? (enabled[0] ?? 0) : (enabled.at(-1) ?? 0));
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <Panel
          ref={menuRef}
          popover="manual"
          role="menu"
          id={menuId}
          aria-label={label}
          onKeyDown={(event) => {
            const keys: Record<string, () => void> = {
              ArrowDown: () => move(1),
              ArrowUp: () => move(-1),
              Home: () => setActive(enabled[0] ?? 0),
              End: () => setActive(enabled.at(-1) ?? 0),
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
                close();
                item.onSelect();
              }}
            >
              {item.label}
              {item.hint && <small> · {item.hint}</small>}
            </button>
          ))}
        </Panel>
      )}
    </Root>
  );
}

const GAP = 4;
const EDGE = 8;

/**
 * While `open`, shows `panel` (a `popover="manual"` element) in the top layer with the Popover API
 * and places it at its trigger: below it (above for side 'above'), on the other side when it does
 * not fit there and the other side has more room, aligned to the trigger's start or end edge and
 * kept inside the viewport; placed again as anything scrolls, the window resizes or the panel's
 * own size changes. In the top layer no ancestor's overflow clips it (a row's tools at the bottom
 * of a scrolling list) and no stacking context covers it. Where the API is missing (jsdom) the panel stays in the flow.
 */
function useTopLayer(open: boolean, panel: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>, align: 'start' | 'end', side: 'below' | 'above') {
  useLayoutEffect(() => {
    const element = panel.current;
    const anchor = trigger.current;
    if (!open || !element || !anchor || typeof element.showPopover !== 'function') return;
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
  }, [open, panel, trigger, align, side]);
}

/** Escape or a pointer down outside `root` calls `close` while `open`. */
function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
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
  }, [open, root]);
}

const Root = styled.div`
  position: relative;
  display: inline-block;
  .trigger {
    display: inline-flex;
    align-items: center;
    gap: ${vars.size.space2};
    height: ${vars.size.controlHeight};
    padding: 0 ${vars.size.space3};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusSm};
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.size.fontSm};
    cursor: pointer;
  }
  .trigger[aria-expanded='true'] { border-color: ${vars.color.accent}; color: ${vars.color.accent}; }
  .trigger:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
`;

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
