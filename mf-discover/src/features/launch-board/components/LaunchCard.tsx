import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { CHAINS } from '@nova/shared-contracts';
import type { Token } from '@nova/shared-contracts';
import { formatAge, formatCompact, formatUsd, stripBidiControls, ThirdPartyText, TokenIcon, useCanQuickTrade, usePlatform, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { LaunchMessages } from '../../../i18n/launchMessages';
import { isPlainClick, tradePath } from '../../../shared/model/tokenLinks';
import { progressPercent } from '../model/launchStages';

export interface LaunchCardProps {
  token: Token;
  /** The status bar's quick-buy amount in the chain's native coin. */
  quickBuyAmount: string;
  showProgress: boolean;
  t: Translate<LaunchMessages>;
  locale: string;
  nowMs: number;
}

let quickSeq = 0;

/**
 * One launch: icon, symbol and name linking to the trade page, age, figures, bonding-curve progress
 * and a quick-buy button, which asks mf-trade's order executor for the buy (bus `trade.quick`,
 * source `launch-card`) and does not follow the card's link.
 */
export function LaunchCard({ token, quickBuyAmount, showProgress, t, locale, nowMs }: LaunchCardProps) {
  const platform = usePlatform();
  const canQuickTrade = useCanQuickTrade();
  const chain = CHAINS[token.chain];
  const href = tradePath(token);
  const percent = progressPercent(token.progress);
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return; // the browser opens a new tab
    event.preventDefault();
    platform.navigate(href);
  };
  const onQuickBuy = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const at = Date.now();
    platform.bus.emit('trade.quick', { id: `launch-${at}-${quickSeq++}`, chain: token.chain, address: token.address, side: 'buy', amount: quickBuyAmount, source: 'launch-card', at });
  };

  return (
    <Card>
      <TokenIcon src={token.logo} symbol={token.symbol} size={36} chain={token.chain} chainName={chain.name} />
      <Main>
        <Top>
          <Link href={href} onClick={onLinkClick}>
            <Symbol><ThirdPartyText text={token.symbol} /></Symbol>
            <Name><ThirdPartyText text={token.name} /></Name>
          </Link>
          <Age title={t('discover.launch.age')}>{formatAge(token.created_at * 1000, nowMs, locale)}</Age>
        </Top>
        <Figures>
          <Figure>
            <dt>{t('discover.launch.marketCap')}</dt>
            <dd>{formatUsd(token.market_cap, { locale })}</dd>
          </Figure>
          <Figure>
            <dt>{t('discover.launch.volume')}</dt>
            <dd>{formatUsd(token.volume_24h, { locale })}</dd>
          </Figure>
          <Figure>
            <dt>{t('discover.launch.holders')}</dt>
            <dd>{formatCompact(token.holders_count, { locale })}</dd>
          </Figure>
        </Figures>
        {showProgress && (
          <Progress>
            <Bar role="progressbar" aria-label={t('discover.launch.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <Fill style={{ width: `${percent}%` }} data-hot={percent >= 80 || undefined} />
            </Bar>
            <Percent>{percent}%</Percent>
          </Progress>
        )}
      </Main>
      {/* Only where a quick buy can trade (not on a chain the wallet cannot sign on). */}
      {canQuickTrade(token.chain) && (
        <QuickBuy
          type="button"
          aria-label={t('discover.launch.quickBuy', { symbol: stripBidiControls(token.symbol), amount: quickBuyAmount, coin: chain.nativeSymbol })}
          onClick={onQuickBuy}
        >
          <span aria-hidden="true">⚡</span>
          {quickBuyAmount} {chain.nativeSymbol}
        </QuickBuy>
      )}
    </Card>
  );
}

const Card = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${vars.size.space3};
  padding: ${vars.size.space3} ${vars.size.space4};
  border-bottom: 1px solid ${vars.color.border};
  &:hover { background: ${vars.color.surfaceHover}; }
`;

const Main = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 3px;
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${vars.size.space3};
  min-width: 0;
`;

const Link = styled.a`
  display: flex;
  align-items: baseline;
  gap: ${vars.size.space2};
  min-width: 0;
  color: inherit;
  text-decoration: none;
  &:hover span:first-of-type { color: ${vars.color.accent}; }
`;

const Symbol = styled.span`
  flex: none;
  font-weight: 600;
  font-size: ${vars.size.fontMd};
`;

const Name = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

const Age = styled.span`
  flex: none;
  margin-inline-start: auto;
  color: ${vars.color.up};
  font-size: ${vars.size.fontXs};
  font-variant-numeric: tabular-nums;
`;

const Figures = styled.dl`
  display: flex;
  gap: ${vars.size.space4};
  margin: 0;
  font-size: ${vars.size.fontXs};
  font-variant-numeric: tabular-nums;
`;

const Figure = styled.div`
  display: flex;
  gap: 3px;
  dt { color: ${vars.color.textDim}; }
  dd { margin: 0; color: ${vars.color.text}; }
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
`;

const Bar = styled.div`
  flex: 1;
  height: 4px;
  overflow: hidden;
  border-radius: 2px;
  background: ${vars.color.surfaceRaised};
`;

const Fill = styled.div`
  height: 100%;
  background: ${vars.color.accent};
  &[data-hot] { background: ${vars.color.up}; }
`;

const Percent = styled.span`
  flex: none;
  min-width: 32px;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
  text-align: end;
  font-variant-numeric: tabular-nums;
`;

const QuickBuy = styled.button`
  flex: none;
  align-self: center;
  display: inline-flex;
  align-items: center;
  gap: 2px;
  height: 24px;
  padding: 0 ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: 12px;
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontXs};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover { border-color: ${vars.color.accent}; color: ${vars.color.accent}; }
`;
