import styled from '@emotion/styled';
import { useState } from 'react';
import { vars } from '@nova/shared-ui';
import { useDrawerMessages } from '../i18n/messages';
import { BALANCE_VIEWS, drawerUsd, nextBalanceView } from '../model/drawer';
import type { BalanceView, DrawerBalances } from '../model/drawer';

/** The balance card: one button cycling total, spot and perpetual balance (null: still loading). */
export function BalanceCard({ balances }: { balances: DrawerBalances | null }) {
  const { t, locale } = useDrawerMessages();
  const [view, setView] = useState<BalanceView>('all');
  const viewLabel = (v: BalanceView) => t(`profileDrawer.balance.${v}`);
  const next = nextBalanceView(view);
  return (
    <Card
      type="button"
      aria-label={`${viewLabel(view)}: ${balances ? drawerUsd(balances[view], locale) : '…'}. ${t('profileDrawer.balance.switch', { view: viewLabel(next) })}`}
      onClick={() => setView(next)}
    >
      <span className="label">
        {viewLabel(view)}
        <span className="dots" aria-hidden="true">
          {BALANCE_VIEWS.map((v) => (
            <i key={v} data-on={v === view || undefined} />
          ))}
        </span>
      </span>
      <strong className="value" aria-hidden="true">
        {balances ? drawerUsd(balances[view], locale) : '—'}
      </strong>
    </Card>
  );
}

const Card = styled.button`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: ${vars.size.space4};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.bg});
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover { border-color: ${vars.color.borderStrong}; }
  .label { display: flex; justify-content: space-between; align-items: center; color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
  .dots { display: inline-flex; gap: 4px; }
  .dots i { width: 6px; height: 6px; border-radius: 50%; background: ${vars.color.border}; }
  .dots i[data-on] { background: ${vars.color.accent}; }
  .value { font-size: 24px; font-weight: 700; font-variant-numeric: tabular-nums; }
`;
