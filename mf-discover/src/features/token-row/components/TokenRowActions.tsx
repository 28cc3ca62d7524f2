import styled from '@emotion/styled';
import { useState } from 'react';
import { CHAINS } from '@nova/shared-contracts';
import type { Token } from '@nova/shared-contracts';
import { Popover, stripBidiControls, useCanQuickTrade, usePlatform, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { ListMessages } from '../../../i18n/messages';
import type { Favourites } from '../../../shared/hooks/useFavourites';
import { decideFavourite } from '../../../shared/model/favourite';
import { toolsFor } from '../model/tools';

export interface TokenRowActionsProps {
  token: Token;
  /** The token as the list holds it now, when the controls may be older than the row (its figures go into the favourite's watch-list row). */
  current?: () => Token;
  /** The list's favourites (`useFavourites`): the star's state and its toggle. */
  favourites: Favourites;
  /** The status bar's quick-buy amount (`useQuickBuyAmount`). */
  quickBuyAmount: string;
  onHide: () => void;
  /** Below 768 px: no quick buy (the status bar's quick buy is there). */
  compact?: boolean;
  t: Translate<ListMessages>;
}

let quickSeq = 0;

/**
 * A token row's controls: favourite star, tools dropdown (when a tool supports the chain), hide,
 * quick buy. What the rows share (watch list, session, quick-buy amount) comes from the list, once.
 */
export function TokenRowActions({ token, current = () => token, favourites, quickBuyAmount: amount, onHide, compact = false, t }: TokenRowActionsProps) {
  const platform = usePlatform();
  // ⚡ only where a quick buy can trade (not on a display-only chain, nor on one the wallet cannot sign on).
  const canQuickTrade = useCanQuickTrade();
  // The star's toggle in flight: another press is ignored until it settles.
  const [pending, setPending] = useState(false);
  const watched = favourites.isWatched(token);
  const toggle = () => {
    const decision = decideFavourite({ signedIn: favourites.signedIn, pending, watched });
    if (decision.kind === 'login') favourites.requestLogin();
    if (decision.kind !== 'toggle') return;
    setPending(true);
    void favourites.set(current(), decision.watched).finally(() => setPending(false));
  };
  const tools = toolsFor(token.chain, token.address);
  const coin = CHAINS[token.chain].nativeSymbol;
  return (
    <Row onClick={(event) => event.stopPropagation()}>
      <IconBtn
        type="button"
        aria-pressed={watched}
        aria-busy={pending || undefined}
        aria-label={t(watched ? 'discover.row.unfavourite' : 'discover.row.favourite', { symbol: stripBidiControls(token.symbol) })}
        data-on={watched || undefined}
        onClick={toggle}
      >
        {watched ? '★' : '☆'}
      </IconBtn>
      {tools.length === 0 ? (
        // No tool for this chain: nothing to open, but the row's other controls stay in their column.
        <Gap aria-hidden="true" />
      ) : (
        <Popover trigger={<span aria-hidden="true">⚙</span>} triggerLabel={t('discover.row.tools', { symbol: stripBidiControls(token.symbol) })} label={t('discover.row.toolsMenu', { symbol: stripBidiControls(token.symbol) })} align="end">
          <Tools>
            {tools.map((tool) => (
              <li key={tool.id}>
                <a href={tool.href} target="_blank" rel="noopener noreferrer">
                  {tool.name}
                </a>
              </li>
            ))}
          </Tools>
        </Popover>
      )}
      <IconBtn type="button" aria-label={t('discover.row.hide', { symbol: stripBidiControls(token.symbol) })} onClick={onHide}>
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8s-2.4 4.5-6.5 4.5S1.5 8 1.5 8z" />
          <circle cx="8" cy="8" r="2" />
          <path d="M2 14 14 2" />
        </svg>
      </IconBtn>
      {!compact && canQuickTrade(token.chain) && (
        <QuickBuy
          type="button"
          aria-label={t('discover.launch.quickBuy', { symbol: stripBidiControls(token.symbol), amount, coin })}
          onClick={() => platform.bus.emit('trade.quick', { id: `row-${Date.now()}-${quickSeq++}`, chain: token.chain, address: token.address, side: 'buy', amount, source: 'token-row', at: Date.now() })}
        >
          ⚡{amount} {coin}
        </QuickBuy>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  .trigger { width: 24px; height: 24px; border: 0; background: none; color: ${vars.color.textMuted}; cursor: pointer; border-radius: 4px; }
  .trigger:hover { color: ${vars.color.text}; background: ${vars.color.surfaceHover}; }
`;

const Gap = styled.span`
  width: 24px;
  flex-shrink: 0;
`;

const IconBtn = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: none;
  color: ${vars.color.textMuted};
  font-size: 15px;
  cursor: pointer;
  &:hover { color: ${vars.color.text}; background: ${vars.color.surfaceHover}; }
  &[data-on] { color: ${vars.color.warn}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; }
`;

const QuickBuy = styled.button`
  height: 24px;
  padding: 0 6px;
  border: 1px solid ${vars.color.border};
  border-radius: 12px;
  background: none;
  color: ${vars.color.accent};
  font: inherit;
  font-size: ${vars.size.fontXs};
  cursor: pointer;
  white-space: nowrap;
  &:hover { background: ${vars.color.surfaceHover}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; }
`;

const Tools = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${vars.size.space2};
  display: flex;
  flex-direction: column;
  gap: 2px;
  a { display: block; padding: 6px 10px; border-radius: 4px; color: ${vars.color.text}; text-decoration: none; white-space: nowrap; }
  a:hover, a:focus-visible { background: ${vars.color.surfaceHover}; }
`;
