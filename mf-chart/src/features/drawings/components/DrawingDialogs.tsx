import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogForm, DialogText, stripBidiControls, TextField } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import { MAX_NOTE_LENGTH, cleanNote } from '../model/drawings';
import type { DrawingsState } from './useDrawings';

export interface DrawingDialogsProps {
  state: DrawingsState;
  /** How many drawings Remove drawings takes, and the symbol it names. */
  clearing: { count: number; symbol: string } | null;
  onClear(): void;
}

/** The drawings' dialogs: a text note's text (new or edited) and the confirmation of Remove drawings. */
export default function DrawingDialogs({ state, clearing, onClear }: DrawingDialogsProps) {
  const { t } = useChartMessages();
  return (
    <>
      {state.note && <NoteDialog key={state.note.kind === 'edit' ? state.note.id : state.note.drawing.id} initial={state.note.kind === 'edit' ? state.note.text : ''} onClose={state.closeNote} />}
      <Dialog open={clearing !== null} onClose={() => state.askClear(null)} title={t('chart.drawing.clear.title')} closeLabel={t('chart.settings.close')}>
        {clearing && (
          <DialogForm
            onSubmit={(event) => {
              event.preventDefault();
              onClear();
            }}
          >
            <DialogText>{t('chart.drawing.clear.body', { count: clearing.count, symbol: stripBidiControls(clearing.symbol) })}</DialogText>
            <DialogActions>
              <Button type="button" variant="ghost" onClick={() => state.askClear(null)}>
                {t('chart.drawing.cancel')}
              </Button>
              <Button type="submit" variant="sell">
                {t('chart.drawing.clear.confirm')}
              </Button>
            </DialogActions>
          </DialogForm>
        )}
      </Dialog>
    </>
  );
}

/** A note's text: plain text, one line, at most MAX_NOTE_LENGTH characters. */
function NoteDialog({ initial, onClose }: { initial: string; onClose(text: string | null): void }) {
  const { t } = useChartMessages();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose(text);
  };
  return (
    <Dialog open onClose={() => onClose(null)} title={t('chart.drawing.textNote')} closeLabel={t('chart.settings.close')}>
      <DialogForm onSubmit={submit}>
        <TextField label={t('chart.drawing.note.text')} value={text} maxLength={MAX_NOTE_LENGTH} autoFocus onChange={(e) => setText(e.target.value)} />
        <DialogText data-tone="dim">{t('chart.drawing.note.limit', { max: MAX_NOTE_LENGTH })}</DialogText>
        <DialogActions>
          <Button type="button" variant="ghost" onClick={() => onClose(null)}>
            {t('chart.drawing.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={cleanNote(text) === ''}>
            {t('chart.drawing.note.save')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
