import styled from '@emotion/styled';
import { Provider, useAtom } from 'jotai';
import type { ExposedProps, TokenRef } from '@nova/shared-contracts';
import { BuildMark, EmptyState, LoadableView, Panel, vars } from '@nova/shared-ui';
import { useDiscoverMessages } from '../i18n/messages';
import { useLiveTokens } from '../shared/api/useLiveTokens';
import { ChainChips } from '../shared/components/ChainChips';
import { chainFilterAtom, selectedTokenAtom } from '../features/token-list/model/atoms';
import { TokenTable } from '../features/token-list/components/TokenTable';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TokenListProps = ExposedProps<'mf_discover', './TokenList'>;

/** mf_discover './TokenList': a live, sortable list of hot/new/ai/signal tokens with chain chips. */
export default function TokenList(props: TokenListProps) {
  return (
    <Provider>
      <TokenListView {...props} />
    </Provider>
  );
}

function TokenListView({ list, chain, onSelect }: TokenListProps) {
  const { t, locale } = useDiscoverMessages();
  const [picked, setPicked] = useAtom(chainFilterAtom);
  const [selectedToken, setSelectedToken] = useAtom(selectedTokenAtom);
  const selected = picked ?? chain ?? 'all';
  const tokens = useLiveTokens(list, selected === 'all' ? {} : { chain: selected });
  const select = onSelect
    ? (token: TokenRef) => {
        setSelectedToken(token);
        onSelect(token);
      }
    : undefined;
  const title = t(`discover.list.${list}`);

  return (
    <Panel
      title={title}
      meta={<BuildMark mark={__NOVA_BUILD_MARK__} />}
      actions={<ChainChips label={t('discover.chains')} allLabel={t('discover.chains.all')} value={selected} onChange={setPicked} />}
    >
      <Body>
        <LoadableView
          value={tokens}
          loadingLabel={t('discover.loading', { list: title })}
          errorTitle={t('discover.error', { list: title })}
          retryLabel={t('discover.retry')}
          onRetry={tokens.reload}
          skeletonRows={10}
        >
          {(rows) =>
            rows.length === 0 ? <EmptyState title={t('discover.empty')} /> : <TokenTable label={title} tokens={rows} t={t} locale={locale} nowMs={Date.now()} onSelect={select} selected={selectedToken} />
          }
        </LoadableView>
      </Body>
    </Panel>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 240px;
  max-height: 100%;
  background: ${vars.color.surface};
  & tr:has(a[aria-current='true']) { background: ${vars.color.surfaceRaised}; box-shadow: inset 2px 0 0 ${vars.color.accent}; }
`;
