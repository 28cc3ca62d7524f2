import styled from '@emotion/styled';
import { useReducer } from 'react';
import type { KeyboardEvent } from 'react';
import { Button, Select, TextField, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { ListMessages } from '../../../i18n/messages';
import { canConfirm, filterErrors, filterReducer } from '../model/filterForm';
import { FILTER_INDICATORS, FILTER_WINDOWS, fieldsFor, isBlockedKey } from '../model/filterState';
import type { Bound, FilterListId, FilterState, FilterWindow } from '../model/filterState';

export interface FilterFormProps {
  list: FilterListId;
  /** The filter in force: the form starts from it and edits a copy until Confirm. */
  value: FilterState;
  onConfirm: (value: FilterState) => void;
  t: Translate<ListMessages>;
}

const blockKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (isBlockedKey(event.key)) event.preventDefault();
};

/** The filter drawer's form (its own chunk, loaded on the drawer's first open): ranges, windows, indicators, keywords; Reset and Confirm. */
export function FilterForm({ list, value, onConfirm, t }: FilterFormProps) {
  const [state, dispatch] = useReducer(filterReducer, value);
  const errors = filterErrors(state, list);
  const windowOptions = FILTER_WINDOWS.map((window) => ({ value: window, label: t(`discover.filter.window.${window}`) }));

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!canConfirm(errors)) return;
        onConfirm(state);
      }}
    >
      {fieldsFor(list).map((field) => {
        const label = t(`discover.filter.field.${field.id}`);
        const error = errors[field.id];
        return (
          <fieldset key={field.id} aria-describedby={error ? `filter-error-${field.id}` : undefined}>
            <legend>{label}</legend>
            <Range>
              {(['min', 'max'] as const).map((bound: Bound) => (
                <TextField
                  key={bound}
                  label={t(`discover.filter.${bound}Of`, { field: label })}
                  hideLabel
                  placeholder={t(`discover.filter.${bound}`)}
                  inputMode="decimal"
                  autoComplete="off"
                  value={state.values[`${field.id}.${bound}`] ?? ''}
                  onKeyDown={blockKeys}
                  onChange={(event) => dispatch({ type: 'number', field: field.id, bound, raw: event.target.value })}
                  aria-invalid={error && bound === 'max' ? true : undefined}
                />
              ))}
              {'windowed' in field && (
                <Select<FilterWindow>
                  label={t('discover.filter.windowOf', { field: label })}
                  hideLabel
                  value={state.windows[field.id]}
                  options={windowOptions}
                  onChange={(window) => dispatch({ type: 'window', field: field.id, window })}
                />
              )}
            </Range>
            {error && (
              <p className="error" id={`filter-error-${field.id}`} role="alert">
                {t('discover.filter.error.maxMin')}
              </p>
            )}
          </fieldset>
        );
      })}
      <fieldset>
        <legend>{t('discover.filter.indicators')}</legend>
        <Checks>
          {FILTER_INDICATORS.map((indicator) => (
            <label key={indicator}>
              <input type="checkbox" checked={state.indicators[indicator] === true} onChange={(event) => dispatch({ type: 'indicator', indicator, on: event.target.checked })} />
              {t(`discover.filter.indicator.${indicator}`)}
            </label>
          ))}
        </Checks>
      </fieldset>
      <TextField label={t('discover.filter.keyword')} value={state.keyword} onChange={(event) => dispatch({ type: 'keyword', value: event.target.value })} autoComplete="off" />
      <TextField label={t('discover.filter.excludeKeyword')} value={state.excludeKeyword} onChange={(event) => dispatch({ type: 'excludeKeyword', value: event.target.value })} autoComplete="off" />
      <Actions>
        <Button onClick={() => dispatch({ type: 'reset' })}>{t('discover.filter.reset')}</Button>
        <Button type="submit" variant="primary" disabled={!canConfirm(errors)}>
          {t('discover.filter.confirm')}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
  legend { margin-bottom: ${vars.size.space2}; color: ${vars.color.textMuted}; font-size: ${vars.size.fontSm}; }
  .error { margin: ${vars.size.space2} 0 0; color: ${vars.color.down}; font-size: ${vars.size.fontXs}; }
`;

const Range = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: ${vars.size.space2};
  align-items: end;
`;

const Checks = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.size.space2};
  label { display: flex; gap: ${vars.size.space2}; align-items: center; font-size: ${vars.size.fontSm}; cursor: pointer; }
`;

const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.size.space3};
  padding: ${vars.size.space3} 0;
  background: ${vars.color.surface};
`;
