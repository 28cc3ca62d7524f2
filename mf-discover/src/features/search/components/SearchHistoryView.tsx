import styled from '@emotion/styled';
import { useId } from 'react';
import { CHAINS } from '@nova/shared-contracts';
import { shortenAddress, stripBidiControls, ThirdPartyText, TokenIcon, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { SearchMessages } from '../../../i18n/searchMessages';
import type { HistoryToken, HistoryWallet, SearchHistory } from '../model/searchHistory';

export interface SearchHistoryViewProps {
  history: SearchHistory;
  onPickToken: (token: HistoryToken) => void;
  onPickWallet: (wallet: HistoryWallet) => void;
  onClear: () => void;
  t: Translate<SearchMessages>;
}

/** Recent searches (5 tokens, 5 wallets) as chips, with Clear history. */
export function SearchHistoryView({ history, onPickToken, onPickWallet, onClear, t }: SearchHistoryViewProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{t('discover.search.history')}</Heading>
        <Clear type="button" onClick={onClear}>
          {t('discover.search.clear')}
        </Clear>
      </Header>
      <Chips>
        {history.tokens.map((token) => (
          <li key={`t:${token.chain}:${token.address}`}>
            <Chip type="button" onClick={() => onPickToken(token)} title={`${stripBidiControls(token.symbol)} · ${CHAINS[token.chain].name}`}>
              <TokenIcon src={token.logo} symbol={token.symbol} size={16} />
              <ThirdPartyText text={token.symbol} />
            </Chip>
          </li>
        ))}
        {history.wallets.map((wallet) => (
          <li key={`w:${wallet.chain}:${wallet.address}`}>
            <Chip type="button" onClick={() => onPickWallet(wallet)} title={`${wallet.address} · ${CHAINS[wallet.chain].name}`}>
              <ThirdPartyText text={wallet.remark} fallback={shortenAddress(wallet.address)} />
            </Chip>
          </li>
        ))}
      </Chips>
    </section>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${vars.size.space3};
`;

const Heading = styled.h3`
  margin: 0;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Clear = styled.button`
  border: 0;
  background: none;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.size.fontXs};
  cursor: pointer;
  &:hover { color: ${vars.color.text}; }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.size.space3};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.size.space2};
  height: 24px;
  max-width: 180px;
  padding: 0 ${vars.size.space3};
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: 12px;
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontXs};
  white-space: nowrap;
  text-overflow: ellipsis;
  cursor: pointer;
  &:hover { border-color: ${vars.color.accent}; }
`;
