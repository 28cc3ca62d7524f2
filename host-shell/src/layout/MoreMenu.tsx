import { useEffect, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';
import { useT } from '../app/HostContext';
import { LocaleLink } from '../app/LocaleLink';
import { MORE_NAV } from './navigation';

/** The More dropdown of the desktop header: a disclosure button and its list of links. */
export function MoreMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <Wrap ref={root}>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t('shell.nav.more')} ▾
      </button>
      {open && (
        <ul id={id}>
          {MORE_NAV.map((item) => (
            <li key={item.to}>
              <LocaleLink to={item.to} onClick={() => setOpen(false)}>
                {t(item.label)}
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  button { background: transparent; border: 0; color: ${vars.color.textMuted}; cursor: pointer; font: inherit; padding: 0; }
  ul {
    position: absolute;
    top: 28px;
    left: 0;
    z-index: 30;
    min-width: 160px;
    margin: 0;
    padding: 4px;
    list-style: none;
    background: ${vars.color.surfaceRaised};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.size.radiusMd};
  }
  li a { display: block; padding: 6px 10px; color: ${vars.color.text}; text-decoration: none; border-radius: ${vars.size.radiusSm}; }
  li a:hover { background: ${vars.color.surfaceHover}; }
`;
