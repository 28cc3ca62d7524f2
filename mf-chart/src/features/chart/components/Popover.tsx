import styled from '@emotion/styled';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { vars } from '@nova/shared-ui';

export interface PopoverProps {
  /** The trigger's text (its accessible name). */
  trigger: ReactNode;
  triggerLabel?: string;
  /** Accessible name of the popup. */
  label: string;
  open: boolean;
  onOpen(): void;
  /** Escape, a click outside or the trigger again. */
  onClose(): void;
  /** 'dialog' for forms, 'menu' for a list of actions (children are menuitems). */
  kind?: 'dialog' | 'menu';
  children: ReactNode;
}

/** A toolbar button with a popup below it (aria-expanded, aria-controls; Escape and outside clicks close it). */
export function Popover({ trigger, triggerLabel, label, open, onOpen, onClose, kind = 'dialog', children }: PopoverProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  return (
    <Root ref={rootRef}>
      <Trigger
        type="button"
        aria-haspopup={kind}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? onClose() : onOpen())}
      >
        {trigger}
      </Trigger>
      {open && (
        <Popup id={id} role={kind} aria-label={label}>
          {children}
        </Popup>
      )}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  height: ${vars.size.controlHeight};
  padding: 0 ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontSm};
  white-space: nowrap;
  cursor: pointer;
  &[aria-expanded='true'],
  &[aria-pressed='true'] {
    border-color: ${vars.color.accent};
    color: ${vars.color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  z-index: 20;
  min-width: 180px;
  padding: ${vars.size.space3};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surfaceRaised};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.4);
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
`;
