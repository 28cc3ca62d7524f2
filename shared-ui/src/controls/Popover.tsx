import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { LazyBoundary, lazyModule, lazyWithPreload } from '../platform/lazy';
import { vars } from '../theme/tokens';

/**
 * The panels of Popover and Menu (PopoverPanel.tsx: the top layer, placing at the trigger, focus,
 * the menu's keys, their styles): one chunk, loaded on the first open of either. A trigger is
 * drawn at once; what it opens is not on any first screen.
 */
export const popoverChunk = lazyModule(() => import(/* webpackChunkName: "popover" */ './PopoverPanel'));
const PopoverPanel = lazyWithPreload(popoverChunk, (parts) => parts.PopoverPanel);
const MenuPanel = lazyWithPreload(popoverChunk, (parts) => parts.MenuPanel);

/** The trigger's CSS anchor, which its panel is placed at (CSS anchor positioning). */
function useAnchor() {
  const name = `--popover-${useId().replace(/[^\w-]/g, '')}`;
  return { name, style: { anchorName: name } as CSSProperties };
}

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
 * panel is a `popover="auto"` in the top layer, placed at its trigger by CSS anchor positioning:
 * no scrolling list or clipped cell around the trigger cuts it. Its code comes on the first open
 * (`popoverChunk`): until then an open trigger shows no panel, and if it does not load the popover
 * closes again.
 */
export function Popover({ trigger, triggerLabel, label, children, align = 'start', side = 'below', open: controlled, onOpenChange }: PopoverProps) {
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const setOpen = (value: boolean) => {
    if (controlled === undefined) setOwn(value);
    onOpenChange?.(value);
  };
  const panelId = useId();
  const anchor = useAnchor();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  return (
    <Root>
      <button
        ref={triggerRef}
        type="button"
        className="trigger"
        style={anchor.style}
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        popoverTarget={open ? panelId : undefined}
        onClick={(event) => {
          // The popover's invoker (a press on it does not light-dismiss the panel), but the state decides.
          event.preventDefault();
          setOpen(!open);
        }}
      >
        {trigger}
      </button>
      {open && (
        <LazyBoundary onFailed={() => setOpen(false)}>
          <PopoverPanel id={panelId} label={label} anchor={anchor.name} align={align} side={side} onClose={close}>
            {typeof children === 'function' ? children(close) : children}
          </PopoverPanel>
        </LazyBoundary>
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
 * Disabled items stay in the arrow-key order (so their hint is read) but are not chosen. Its
 * panel is the Popover's kind, its code in the same chunk.
 */
export function Menu({ trigger, triggerLabel, label, items, align = 'start', disabled = false }: MenuProps) {
  /** The item focused first while open (the first; the last when opened with ArrowUp), null while closed. */
  const [openAt, setOpenAt] = useState<number | null>(null);
  const open = openAt !== null;
  const menuId = useId();
  const anchor = useAnchor();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = (refocus = true) => {
    setOpenAt(null);
    if (refocus) triggerRef.current?.focus();
  };
  return (
    <Root>
      <button
        ref={triggerRef}
        type="button"
        className="trigger"
        style={anchor.style}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        popoverTarget={open ? menuId : undefined}
        disabled={disabled}
        onClick={(event) => {
          event.preventDefault();
          setOpenAt(open ? null : 0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpenAt(event.key === 'ArrowDown' ? 0 : Math.max(0, items.length - 1));
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <LazyBoundary onFailed={() => setOpenAt(null)}>
          <MenuPanel id={menuId} label={label} items={items} first={openAt} anchor={anchor.name} align={align} onClose={close} />
        </LazyBoundary>
      )}
    </Root>
  );
}

const Root = styled.div`
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
