import styled from '@emotion/styled';
import { useState } from 'react';
import type { ChainKey, ExposedProps } from '@nova/shared-contracts';
import { exposeModule, LoadableView, Panel, Tabs, useChoiceInTransition, useLiveTokenInfo, useTokenInfo, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { DataMessages } from '../i18n/dataMessages';
import { useDataMessages } from '../i18n/dataMessages';
import { ActivityPanel } from '../features/token-data/components/ActivityPanel';
import { HoldersPanel } from '../features/token-data/components/HoldersPanel';
import { SecurityPanel } from '../features/token-data/components/SecurityPanel';
import { StatsPanel } from '../features/token-data/components/StatsPanel';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TokenDataProps = ExposedProps<'mf_discover', './TokenData'>;
type Section = 'activity' | 'holders' | 'stats' | 'security';
const SECTIONS: readonly Section[] = ['activity', 'holders', 'stats', 'security'];

/**
 * mf_discover './TokenData': the token page's data panels: activity, holders, stats windows and security with risk flags.
 * It does not read the token's info itself (a price push changes it several times a second): only
 * the panels that show a figure of it do, so a push does not render the activity list again.
 */
function TokenData({ chain, address }: TokenDataProps) {
  const { t, locale } = useDataMessages();
  const [section, setSection] = useState<Section>('activity');
  // The tab shows the choice at once; its panel (a list of up to a hundred rows) mounts in a
  // transition, which React renders in slices after that paint.
  const [shownSection, choose] = useChoiceInTransition(section, setSection);
  useLiveTokenInfo(chain, address);
  return (
    <Panel title={t('discover.data.title')}>
      <Body>
        <Tabs label={t('discover.data.sections')} items={SECTIONS.map((value) => ({ value, label: t(`discover.data.${value}`) }))} value={shownSection} onChange={choose} />
        <div role="tabpanel" aria-label={t(`discover.data.${section}`)}>
          {section === 'activity' && <ActivityPanel chain={chain} address={address} locale={locale} t={t} />}
          {section === 'holders' && <HoldersPanel chain={chain} address={address} locale={locale} t={t} />}
          {section === 'stats' && <StatsPanel chain={chain} address={address} locale={locale} t={t} />}
          {section === 'security' && <SecuritySection chain={chain} address={address} locale={locale} t={t} />}
        </div>
      </Body>
    </Panel>
  );
}

function SecuritySection({ chain, address, locale, t }: { chain: ChainKey; address: string; locale: string; t: Translate<DataMessages> }) {
  const info = useTokenInfo(chain, address);
  return (
    <LoadableView value={info} loadingLabel={t('discover.data.loading')} errorTitle={t('discover.data.error')} retryLabel={t('discover.retry')} onRetry={info.reload} skeletonRows={6}>
      {(token) => <SecurityPanel security={token.security_info} locale={locale} t={t} />}
    </LoadableView>
  );
}

/**
 * Every tab's panel has this one height (the activity list and its filters fill it; a longer
 * panel scrolls inside), so switching tabs, a trade arriving or an answer loading never changes
 * the size of anything around it: the page is not laid out and painted again for it.
 */
const TAB_PANEL_HEIGHT = 440;

const Body = styled.div`
  min-width: 0;
  background: ${vars.color.surface};
  [role='tabpanel'] { height: ${TAB_PANEL_HEIGHT}px; overflow: auto; }
`;

export default exposeModule(TokenData);
