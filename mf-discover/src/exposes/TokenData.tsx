import styled from '@emotion/styled';
import { useState } from 'react';
import type { ExposedProps } from '@nova/shared-contracts';
import { LoadableView, Panel, Tabs, useLiveTokenInfo, useTokenInfo, vars } from '@nova/shared-ui';
import { useDiscoverMessages } from '../i18n/messages';
import { ActivityPanel } from '../features/token-data/components/ActivityPanel';
import { HoldersPanel } from '../features/token-data/components/HoldersPanel';
import { SecurityPanel } from '../features/token-data/components/SecurityPanel';
import { StatsPanel } from '../features/token-data/components/StatsPanel';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TokenDataProps = ExposedProps<'mf_discover', './TokenData'>;
type Section = 'activity' | 'holders' | 'stats' | 'security';
const SECTIONS: readonly Section[] = ['activity', 'holders', 'stats', 'security'];

/** mf_discover './TokenData': the token page's data panels: activity, holders, stats windows and security with risk flags. */
export default function TokenData({ chain, address }: TokenDataProps) {
  const { t, locale } = useDiscoverMessages();
  const [section, setSection] = useState<Section>('activity');
  const info = useTokenInfo(chain, address);
  useLiveTokenInfo(chain, address);
  return (
    <Panel title={t('discover.data.title')}>
      <Body>
        <Tabs label={t('discover.data.sections')} items={SECTIONS.map((value) => ({ value, label: t(`discover.data.${value}`) }))} value={section} onChange={setSection} />
        <div role="tabpanel" aria-label={t(`discover.data.${section}`)}>
          {section === 'activity' && <ActivityPanel chain={chain} address={address} locale={locale} t={t} />}
          {section === 'holders' && <HoldersPanel chain={chain} address={address} locale={locale} t={t} />}
          {section === 'stats' && <StatsPanel chain={chain} address={address} locale={locale} t={t} />}
          {section === 'security' && (
            <LoadableView value={info} loadingLabel={t('discover.data.loading')} errorTitle={t('discover.data.error')} retryLabel={t('discover.retry')} onRetry={info.reload} skeletonRows={6}>
              {(token) => <SecurityPanel security={token.security_info} locale={locale} t={t} />}
            </LoadableView>
          )}
        </div>
      </Body>
    </Panel>
  );
}

const Body = styled.div`
  min-width: 0;
  background: ${vars.color.surface};
  [role='tabpanel'] { max-height: 440px; overflow: auto; }
`;
