import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ChainKey } from '@nova/shared-contracts';
import { dataOf, EmptyState, LoadableView, usePlatform, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { SearchMessages } from '../../../i18n/searchMessages';
import { ChainChips } from '../../../shared/components/ChainChips';
import { tradePath } from '../../../shared/model/tokenLinks';
import { useSearch } from '../api/useSearch';
import { EMPTY_HISTORY, SEARCH_HISTORY_PREF, parseHistory, rememberToken, rememberWallet } from '../model/searchHistory';
import type { HistoryToken, HistoryWallet, SearchHistory } from '../model/searchHistory';
import { moveActive, walletTarget } from '../model/searchTargets';
import { SearchHistoryView } from './SearchHistoryView';
import { SearchResults, searchItems } from './SearchResults';
import type { SearchItem } from './SearchResults';

export interface SearchPanelProps {
  initialQuery: string;
  onClose: () => void;
  t: Translate<SearchMessages>;
  locale: string;
}

/** The inside of the search dialog: input, chain filter, then history (no query) or results. Mounted per opening. */
export function SearchPanel({ initialQuery, onClose, t, locale }: SearchPanelProps) {
  const platform = usePlatform();
  const [query, setQuery] = useState(initialQuery);
  const [chain, setChain] = useState<ChainKey | 'all'>('all');
  const [history, setHistory] = useState<SearchHistory>(() => parseHistory(platform.prefs.get<unknown>(SEARCH_HISTORY_PREF, EMPTY_HISTORY)));
  const { results, keyword, settling } = useSearch(query, chain, locale);
  const data = dataOf(results);
  const listed = data && keyword !== '' && !settling ? searchItems(data) : [];
  // The keyboard cursor belongs to one answer; a new answer starts at its first result, so Enter picks it.
  const [cursor, setCursor] = useState<{ answer: unknown; index: number }>({ answer: undefined, index: -1 });
  const active = cursor.answer === data ? cursor.index : listed.length > 0 ? 0 : -1;
  const setActive = (index: number) => setCursor({ answer: data, index });
  const baseId = useId();
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const activeId = listed[active] ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const save = (next: SearchHistory) => {
    setHistory(next);
    platform.prefs.set(SEARCH_HISTORY_PREF, next);
  };
  const openToken = (token: HistoryToken) => {
    save(rememberToken(history, token));
    onClose();
    platform.navigate(tradePath(token));
  };
  const openWallet = (wallet: HistoryWallet) => {
    save(rememberWallet(history, wallet));
    onClose();
    const target = walletTarget(wallet);
    if (target.kind === 'explorer') window.open(target.url, '_blank', 'noopener,noreferrer');
    // Wallet profiles need a session: a signed-in user gets the profile modal at once (bus
    // wallet.profile.open, mounted by the host); a visitor is asked to log in, then taken to the page.
    else if (platform.session.get().user) platform.bus.emit('wallet.profile.open', { address: wallet.address, chain: wallet.chain });
    else void platform.session.requestLogin({ redirectTo: target.path }).then((signedIn) => signedIn && platform.navigate(target.path));
  };
  const pick = (item: SearchItem) => {
    if (item.kind === 'token') openToken({ chain: item.token.chain, address: item.token.address, symbol: item.token.symbol, logo: item.token.token_icon });
    else openWallet({ chain: item.wallet.chain, address: item.wallet.wallet_monitor_address, remark: item.wallet.remark });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(moveActive(active, listed.length, event.key));
    } else if (event.key === 'Enter') {
      const item = listed[active];
      if (!item) return;
      event.preventDefault();
      pick(item);
    }
  };

  const hasHistory = history.tokens.length + history.wallets.length > 0;
  return (
    <Layout>
      <Controls>
        <Input
          type="text"
          data-autofocus
          aria-label={t('discover.search.input')}
          placeholder={t('discover.search.placeholder')}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          aria-activedescendant={activeId}
        />
        <ChainChips label={t('discover.chains')} allLabel={t('discover.search.all')} value={chain} onChange={setChain} />
      </Controls>
      <Content>
        {query.trim() === '' ? (
          hasHistory ? (
            <SearchHistoryView history={history} onPickToken={openToken} onPickWallet={openWallet} onClear={() => save(EMPTY_HISTORY)} t={t} />
          ) : (
            <EmptyState title={t('discover.search.hint')} />
          )
        ) : (
          <LoadableView
            value={settling ? { status: 'pending' } : results}
            loadingLabel={t('discover.search.loading')}
            errorTitle={t('discover.search.error')}
            retryLabel={t('discover.retry')}
            onRetry={results.reload}
            skeletonRows={6}
          >
            {() =>
              listed.length === 0 ? (
                <EmptyState title={t('discover.search.empty')} />
              ) : (
                <SearchResults items={listed} active={active} optionId={optionId} onPick={pick} onHover={setActive} t={t} locale={locale} />
              )
            }
          </LoadableView>
        )}
      </Content>
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  min-height: 0;
`;

/** Input and chain filter stay in view while the results scroll under them. */
const Controls = styled.div`
  position: sticky;
  top: calc(-1 * ${vars.size.space5});
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  margin: calc(-1 * ${vars.size.space5}) 0 0;
  padding: ${vars.size.space5} 0 ${vars.size.space3};
  background: ${vars.color.surface};
`;

const Input = styled.input`
  height: 36px;
  padding: 0 ${vars.size.space4};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.bg};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontMd};
  outline: none;
  &::placeholder { color: ${vars.color.textDim}; }
  &:focus { border-color: ${vars.color.accent}; }
`;

const Content = styled.div`
  min-height: 240px;
`;
