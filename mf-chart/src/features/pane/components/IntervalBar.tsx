import styled from '@emotion/styled';
import { useEffect, useReducer } from 'react';
import type { Resolution } from '@nova/shared-contracts';
import { Popover, Tabs, useChoiceInTransition, vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import { initialPopover, intervalPopoverReducer } from '../model/intervals';
import { ToolButton } from '../../../shared/ui/ToolButton';

export interface IntervalBarProps {
  value: Resolution;
  /** The intervals the chart's chain has (1s only on some chains): only these are offered. */
  offered: readonly Resolution[];
  pinned: readonly Resolution[];
  onChange(resolution: Resolution): void;
  onPinnedChange(pinned: Resolution[]): void;
}

/**
 * Pinned intervals as tabs, and the popover with all the chain offers (15 at most): choose one, or
 * edit the pinned set and save. A pinned interval the chain lacks stays pinned, not shown.
 */
export function IntervalBar({ value: chosen, offered, pinned, onChange: choose, onPinnedChange }: IntervalBarProps) {
  const { t } = useChartMessages();
  // The tab shows the choice at once; the charts take the new interval in a transition, which
  // React renders in slices after that paint (their new bars load over the network anyway).
  const [value, onChange] = useChoiceInTransition(chosen, choose);
  const [popover, dispatch] = useReducer(intervalPopoverReducer, pinned, initialPopover);
  useEffect(() => dispatch({ type: 'load', pinned }), [pinned]);
  const tabs = popover.saved.filter((r) => offered.includes(r));
  const items = tabs.map((r) => ({ value: r, label: r }));
  const shownValue = tabs.includes(value) ? value : (undefined as unknown as Resolution);

  return (
    <Bar>
      <Tabs label={t('chart.intervals')} appearance="pill" size="sm" value={shownValue} onChange={onChange} items={items} />
      {!tabs.includes(value) && <Current aria-label={t('chart.intervals')}>{value}</Current>}
      <Popover
        trigger="⋯"
        triggerLabel={t('chart.intervals.more')}
        label={t('chart.intervals.dialog')}
        open={popover.open}
        onOpenChange={(open) => dispatch({ type: open ? 'open' : 'close' })}
      >
        {(close) => (
          <>
            <Grid>
              {offered.map((r) =>
                popover.mode === 'edit' ? (
                  <Check key={r}>
                    <input type="checkbox" aria-label={t('chart.intervals.pin', { interval: r })} checked={popover.draft.includes(r)} onChange={() => dispatch({ type: 'toggle', resolution: r })} />
                    {r}
                  </Check>
                ) : (
                  <ToolButton
                    key={r}
                    type="button"
                    aria-pressed={r === value}
                    onClick={() => {
                      onChange(r);
                      close();
                    }}
                  >
                    {r}
                  </ToolButton>
                ),
              )}
            </Grid>
            <Actions>
              {popover.mode === 'view' ? (
                <ToolButton type="button" onClick={() => dispatch({ type: 'edit' })}>
                  {t('chart.intervals.edit')}
                </ToolButton>
              ) : (
                <>
                  <ToolButton type="button" onClick={close}>
                    {t('chart.intervals.cancel')}
                  </ToolButton>
                  <ToolButton
                    type="button"
                    onClick={() => {
                      onPinnedChange(popover.draft);
                      dispatch({ type: 'save' });
                      close();
                    }}
                  >
                    {t('chart.intervals.save')}
                  </ToolButton>
                </>
              )}
            </Actions>
          </>
        )}
      </Popover>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space2};
  min-width: 0;
  overflow-x: auto;
`;

const Current = styled.span`
  padding: 0 ${vars.size.space3};
  color: ${vars.color.accent};
  font-size: ${vars.size.fontSm};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: ${vars.size.space2};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.size.space2};
  font-size: ${vars.size.fontSm};
  color: ${vars.color.text};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.size.space2};
  margin-top: ${vars.size.space2};
`;
