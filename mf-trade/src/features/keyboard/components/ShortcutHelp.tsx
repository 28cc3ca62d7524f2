import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { Button, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { SHORTCUTS } from '../model/shortcuts';

/** The shortcut help of keyboard trading: a disclosure listing the keys. */
export function ShortcutHelp({ t }: { t: Translate<TradeMessages> }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t('trade.keys.help')}
      </Button>
      {open && (
        <List id={id} aria-label={t('trade.keys.help')}>
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.keys}>
              <kbd>{shortcut.keys}</kbd> {t(`trade.keys.${shortcut.action}`)}
            </li>
          ))}
          <li>{t('trade.keys.note')}</li>
        </List>
      )}
    </>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0 ${vars.size.space2};
  list-style: none;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
  kbd { font-family: ${vars.font.mono}; color: ${vars.color.text}; }
`;
