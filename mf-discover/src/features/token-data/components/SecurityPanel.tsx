import styled from '@emotion/styled';
import type { SecurityInfo } from '@nova/shared-contracts';
import { Badge, formatPercent, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { DataMessages } from '../../../i18n/dataMessages';
import { riskCount, riskRows } from '../model/risk';
import type { RiskRow } from '../model/risk';

export interface SecurityPanelProps {
  security: SecurityInfo;
  locale: string;
  t: Translate<DataMessages>;
}

/** The token's security facts with the red risk flags of spec 3 §5 and the honeypot / open-source state. */
export function SecurityPanel({ security, locale, t }: SecurityPanelProps) {
  const rows = riskRows(security);
  const count = riskCount(rows);
  const valueOf = (row: RiskRow) => (typeof row.value === 'boolean' ? t(row.value ? 'discover.data.yes' : 'discover.data.no') : formatPercent(row.value, { locale, ratio: row.ratio }));
  return (
    <Wrap>
      <p className="summary" data-risky={count > 0 || undefined}>
        {count > 0 ? t('discover.data.riskCount', { count }) : t('discover.data.noRisk')}
      </p>
      <ul aria-label={t('discover.data.security')}>
        {rows.map((row) => (
          <li key={row.id} data-risky={row.risky || undefined}>
            <span>{t(`discover.data.risk.${row.id}`)}</span>
            <span className="value">
              {valueOf(row)}
              {row.risky && <Badge tone="down">{t('discover.data.risk')}</Badge>}
            </span>
          </li>
        ))}
      </ul>
    </Wrap>
  );
}

const Wrap = styled.div`
  padding: ${vars.size.space3} ${vars.size.space4};
  .summary { margin: 0 0 ${vars.size.space3}; color: ${vars.color.up}; font-weight: 600; }
  .summary[data-risky] { color: ${vars.color.down}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${vars.size.space2}; }
  li { display: flex; justify-content: space-between; gap: ${vars.size.space3}; font-size: ${vars.size.fontSm}; color: ${vars.color.textMuted}; }
  li .value { display: inline-flex; gap: ${vars.size.space2}; align-items: center; color: ${vars.color.text}; font-variant-numeric: tabular-nums; }
  li[data-risky] .value { color: ${vars.color.down}; }
`;
