import styled from '@emotion/styled';
import { communityLinks } from '@nova/shared-contracts';
import type { CommunityKind } from '@nova/shared-contracts';
import { EmptyState, LoadableView, ThirdPartyText, TokenIcon, stripBidiControls, useApi, useBusValue, vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';

const LABELS = { twitter: 'trackers.community.twitter', telegram: 'trackers.community.telegram', discord: 'trackers.community.discord' } as const satisfies Record<CommunityKind, string>;

/** The community links of the page's token (bus `token.selected`, replayed), each opened in a new tab. */
export function CommunityLinks() {
  const { t } = useTrackersMessages();
  const token = useBusValue('token.selected');
  const info = useApi('tokenInfo', token ? { chain: token.chain, token: token.address } : null);

  if (!token) return <EmptyState title={t('trackers.community.noToken')} />;
  return (
    <LoadableView value={info} loadingLabel={t('trackers.community.loading')} errorTitle={t('trackers.community.error')} onRetry={info.reload} retryLabel={t('trackers.retry')}>
      {(data) => {
        const links = communityLinks(data.social_media);
        if (links.length === 0) return <EmptyState title={t('trackers.community.empty')} />;
        return (
          <Body>
            <Head>
              <TokenIcon src={data.logo} symbol={data.symbol} size={20} />
              <strong>
                <ThirdPartyText text={data.symbol} />
              </strong>
              <ThirdPartyText text={data.name} />
            </Head>
            <List aria-label={t('trackers.community.links', { symbol: stripBidiControls(data.symbol) })}>
              {links.map((link) => (
                <li key={link.kind}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={t(LABELS[link.kind])}>
                    <span>{t(LABELS[link.kind])}</span>
                    <Url>{link.url.replace(/^https?:\/\//, '')}</Url>
                  </a>
                </li>
              ))}
            </List>
          </Body>
        );
      }}
    </LoadableView>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  padding: ${vars.size.space3};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  font-size: ${vars.size.fontSm};
  & > span { color: ${vars.color.textMuted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.size.space3};
    height: ${vars.size.rowHeight};
    padding: 0 ${vars.size.space3};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusSm};
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    font-size: ${vars.size.fontSm};
    font-weight: 600;
    text-decoration: none;
  }
  & a:hover { border-color: ${vars.color.accent}; }
`;

const Url = styled.span`
  min-width: 0;
  overflow: hidden;
  color: ${vars.color.textDim};
  font-weight: 400;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
