import styled from '@emotion/styled';
import { createPortal } from 'react-dom';
import type { Token } from '@nova/shared-contracts';
import { LAYERS, ThirdPartyText, TokenIcon, formatCompact, formatPercent, formatUsd, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { ListMessages } from '../../../i18n/messages';

export interface TokenPreviewProps {
  id: string;
  token: Token;
  /** Where the hovered cell is on screen: the card opens below it. */
  anchor: { left: number; top: number; bottom: number };
  locale: string;
  t: Translate<ListMessages>;
}

/** The hover preview card of a token row (role tooltip, described by the row's link). */
export function TokenPreview({ id, token, anchor, locale, t }: TokenPreviewProps) {
  const below = anchor.bottom + 220 < window.innerHeight;
  const style = { left: Math.max(8, Math.min(anchor.left, window.innerWidth - 288)), top: below ? anchor.bottom + 4 : Math.max(8, anchor.top - 224) };
  const rows: Array<[string, string]> = [
    [t('discover.col.marketCap'), formatUsd(token.market_cap, { locale })],
    [t('discover.col.liquidity'), formatUsd(token.liquidity, { locale })],
    [t('discover.col.volume'), formatUsd(token.volume_24h, { locale })],
    [t('discover.col.holders'), formatCompact(token.holders_count, { locale })],
    [t('discover.data.risk.top10'), formatPercent(token.security_info.top10_percent, { locale })],
    [t('discover.data.risk.devHold'), formatPercent(token.security_info.dev_hold_percent, { locale })],
  ];
  return createPortal(
    <Card id={id} role="tooltip" style={style}>
      <header>
        <TokenIcon src={token.logo} symbol={token.symbol} size={32} />
        <div>
          <strong>
            <ThirdPartyText text={token.symbol} />
          </strong>
          <span>
            <ThirdPartyText text={token.name} /> · {token.platform_name}
          </span>
        </div>
      </header>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>,
    document.body,
  );
}

const Card = styled.div`
  position: fixed;
  z-index: ${LAYERS.popover};
  width: 280px;
  padding: ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: 8px;
  background: ${vars.color.surfaceRaised};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.4);
  pointer-events: none;
  font-size: ${vars.size.fontSm};
  header { display: flex; gap: ${vars.size.space3}; align-items: center; margin-bottom: ${vars.size.space2}; }
  header div { display: flex; flex-direction: column; min-width: 0; }
  header span { color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  dl { display: grid; grid-template-columns: 1fr; gap: 4px ${vars.size.space3}; margin: 0; }
  dl div { display: flex; justify-content: space-between; gap: 6px; }
  dt { color: ${vars.color.textMuted}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
`;
