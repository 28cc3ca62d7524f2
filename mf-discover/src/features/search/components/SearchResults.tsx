import styled from '@emotion/styled';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { CHAINS } from '@nova/shared-contracts';
import { ChangeBadge, ThirdPartyText, TokenIcon, formatPercent, formatUsd, shortenAddress, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { SearchMessages } from '../../../i18n/searchMessages';
import type { SearchResults as Results } from '../api/useSearch';

export type SearchToken = Results['token_info']['tokens'][number];
export type SearchWallet = Results['wallet_info'][number];
export type SearchItem = { kind: 'token'; token: SearchToken } | { kind: 'wallet'; wallet: SearchWallet };

/** Results in keyboard order: tokens, then wallets. */
export function searchItems(results: Results): SearchItem[] {
  return [...results.token_info.tokens.map((token) => ({ kind: 'token' as const, token })), ...results.wallet_info.map((wallet) => ({ kind: 'wallet' as const, wallet }))];
}

export interface SearchResultsProps {
  items: readonly SearchItem[];
  /** Index into `items` of the keyboard-active result, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  onPick: (item: SearchItem) => void;
  onHover: (index: number) => void;
  t: Translate<SearchMessages>;
  locale: string;
}

/** The two result sections of spec 3 §2, "Token" and "Wallet address", as listboxes the search input steers. */
export function SearchResults({ items, active, optionId, onPick, onHover, t, locale }: SearchResultsProps) {
  const tokenHeading = useId();
  const walletHeading = useId();
  const tokens = items.flatMap((item, index) => (item.kind === 'token' ? [{ item, token: item.token, index }] : []));
  const wallets = items.flatMap((item, index) => (item.kind === 'wallet' ? [{ item, wallet: item.wallet, index }] : []));
  const option = (index: number, item: SearchItem, children: ReactNode) => (
    <Option key={optionId(index)} id={optionId(index)} role="option" aria-selected={index === active} onClick={() => onPick(item)} onMouseMove={() => index !== active && onHover(index)}>
      {children}
    </Option>
  );

  return (
    <>
      {tokens.length > 0 && (
        <Section aria-labelledby={tokenHeading}>
          <Heading id={tokenHeading}>{t('discover.search.tokens')}</Heading>
          <List role="listbox" aria-labelledby={tokenHeading}>
            {tokens.map(({ item, token, index }) =>
              option(
                index,
                item,
                <>
                  <TokenIcon src={token.token_icon} symbol={token.symbol} size={28} chain={token.chain} chainName={CHAINS[token.chain].name} />
                  <Who>
                    <Line>
                      <Strong><ThirdPartyText text={token.symbol} /></Strong>
                      <Dim><ThirdPartyText text={token.name} /></Dim>
                    </Line>
                    <Line>
                      <Mono>{shortenAddress(token.address)}</Mono>
                      <Dim>{CHAINS[token.chain].name}</Dim>
                    </Line>
                  </Who>
                  <Figures>
                    <Line>{formatUsd(token.current_price, { locale, compact: false })}</Line>
                    <Line>
                      <ChangeBadge value={token.trend_info.price_change_24h} locale={locale} />
                    </Line>
                  </Figures>
                  <Figures>
                    <Dim>{t('discover.col.marketCap')}</Dim>
                    <Line>{formatUsd(token.market_cap, { locale })}</Line>
                  </Figures>
                </>,
              ),
            )}
          </List>
        </Section>
      )}
      {wallets.length > 0 && (
        <Section aria-labelledby={walletHeading}>
          <Heading id={walletHeading}>{t('discover.search.wallets')}</Heading>
          <List role="listbox" aria-labelledby={walletHeading}>
            {wallets.map(({ item, wallet, index }) =>
              option(
                index,
                item,
                <>
                  <TokenIcon src={wallet.address_avatar} symbol={wallet.remark || wallet.wallet_monitor_address} size={28} />
                  <Who>
                    <Line>
                      <Strong><ThirdPartyText text={wallet.remark} fallback={shortenAddress(wallet.wallet_monitor_address)} /></Strong>
                    </Line>
                    <Line>
                      <Mono>{shortenAddress(wallet.wallet_monitor_address)}</Mono>
                      <Dim>{CHAINS[wallet.chain].name}</Dim>
                    </Line>
                  </Who>
                  <Figures>
                    <Dim>{t('discover.search.balance')}</Dim>
                    <Line>{formatUsd(wallet.balance_usd, { locale })}</Line>
                  </Figures>
                  <Figures>
                    <Dim>
                      {t('discover.search.profit')} · {t('discover.search.winRate')} {formatPercent(wallet.success_rate, { locale, decimals: 0 })}
                    </Dim>
                    <Line>
                      <ChangeBadge value={wallet.profit_rate} locale={locale} />
                    </Line>
                  </Figures>
                </>,
              ),
            )}
          </List>
        </Section>
      )}
    </>
  );
}

const Section = styled.section`
  & + & { margin-top: ${vars.size.space4}; }
`;

const Heading = styled.h3`
  margin: 0 0 ${vars.size.space2};
  padding: 0 ${vars.size.space3};
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.size.space4};
  min-height: 44px;
  scroll-margin-top: 110px;
  padding: ${vars.size.space2} ${vars.size.space3};
  border-radius: ${vars.size.radiusSm};
  cursor: pointer;
  font-size: ${vars.size.fontSm};
  font-variant-numeric: tabular-nums;
  &[aria-selected='true'] { background: ${vars.color.surfaceHover}; box-shadow: inset 2px 0 0 ${vars.color.accent}; }
`;

const Who = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Line = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${vars.size.space3};
  min-width: 0;
  white-space: nowrap;
`;

const Strong = styled.span`
  font-weight: 600;
  color: ${vars.color.text};
`;

const Dim = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

const Mono = styled.span`
  color: ${vars.color.textMuted};
  font-family: ${vars.font.mono};
  font-size: ${vars.size.fontXs};
`;

const Figures = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  min-width: 72px;
  @media (max-width: 480px) { &:last-of-type { display: none; } }
`;
