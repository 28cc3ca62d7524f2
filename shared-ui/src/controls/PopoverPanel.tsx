import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { vars } from '../theme/tokens';
import type { MenuItem } from './Popover';

// The panels of Popover and Menu: the popover chunk (Popover.tsx's popoverChunk), loaded on the
// first open. Each is drawn only while open.

interface PanelProps {
  id: string;
  /** The panel's accessible name. */
  label: string;
  /** The trigger's CSS anchor name: the panel is placed at it. */
  anchor: string;
  align: 'start' | 'end';
  /** Closes; gives the focus back to the trigger unless `refocus` is false. */
  onClose: (refocus?: boolean) => void;
}

/** A popover's panel: a named non-modal dialog; the focus moves in as it opens. */
export function PopoverPanel({ id, label, anchor, align, side, onClose, children }: PanelProps & { side: 'below' | 'above'; children: ReactNode }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useTopLayer(panelRef, onClose);
  useEffect(() => {
    (panelRef.current?.querySelector<HTMLElement>('button, a[href], input, select, [tabindex]:not([tabindex="-1"])') ?? panelRef.current)?.focus();
  }, []);
  return (
    <Panel ref={panelRef} popover="auto" id={id} role="dialog" aria-label={label} tabIndex={-1} data-side={side} data-align={align} style={{ positionAnchor: anchor }}>
      {children}
    </Panel>
  );
}

/** A menu's panel: its items, the focus on item `first` as it opens, then moved by the arrow keys, Home and End. */
export function MenuPanel({ id, label, items, first, anchor, align, onClose }: PanelProps & { items: readonly MenuItem[]; first: number }) {
  const [active, setActive] = useState(first);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  useTopLayer(menuRef, onClose);
  useEffect(() => {
    itemRefs.current[active]?.focus();
  }, [active]);
  const count = items.length;
  const move = (step: number) => setActive(count ? (active + step + count) % count : 0);
  return (
    <Panel
      ref={menuRef}
      popover="auto"
      role="menu"
      id={id}
      aria-label={label}
      data-side="below"
      data-align={align}
      style={{ positionAnchor: anchor }}
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

/**
 * Shows `panel` (a `popover="auto"`) in the top layer while mounted: no ancestor's overflow clips
 * it (a row's tools at the bottom of a scrolling list) and no stacking context covers it. The
 * browser closes it on Escape and on a press outside it and its trigger (light dismiss), and when
 * another popover opens that is not inside it: `onClose` is told, and the focus goes back to the
 * trigger unless the press outside put it somewhere else.
 */
function useTopLayer(panel: RefObject<HTMLElement | null>, onClose: (refocus?: boolean) => void) {
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    element.showPopover();
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'closed') return;
      const focused = element.ownerDocument.activeElement;
      onCloseRef.current(!focused || focused === element.ownerDocument.body || element.contains(focused));
    };
    element.addEventListener('toggle', onToggle);
    return () => {
      element.removeEventListener('toggle', onToggle);
      element.hidePopover();
    };
  }, [panel]);
}

/**
 * In the top layer (`useTopLayer`), placed at the trigger's anchor: below it (above for side
 * 'above'), from its start edge (its end edge for align 'end'); flipped to the other side where it
 * does not fit. The popover's own UA styles (centred, Canvas colours) are undone.
 */
const Panel = styled.div`
  position: fixed;
  inset: auto;
  margin: 4px 0;
  position-area: block-end span-inline-end;
  &[data-align='end'] { position-area: block-end span-inline-start; }
  &[data-side='above'] { position-area: block-start span-inline-end; }
  &[data-side='above'][data-align='end'] { position-area: block-start span-inline-start; }
  position-try-fallbacks: flip-block, flip-inline, flip-block flip-inline;
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
