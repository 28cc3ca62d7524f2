import styled from '@emotion/styled';
import { useId } from 'react';
import type { ExposedProps } from '@nova/shared-contracts';
import { BuildMark, exposeModule, vars } from '@nova/shared-ui';
import { TrackersProvider } from '../app/TrackersProvider';
import { WalletTracker } from '../app/WalletTracker';
import { useTrackersMessages } from '../i18n/messages';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TrackerBoardProps = ExposedProps<'mf_trackers', './TrackerBoard'>;

/** mf_trackers './TrackerBoard': the /trackers page: the wallet monitor (groups and smart wallets) and the trades of followed wallets. */
function TrackerBoard(_props: TrackerBoardProps) {
  return (
    <TrackersProvider>
      <Board />
    </TrackersProvider>
  );
}

function Board() {
  const { t } = useTrackersMessages();
  const headingId = useId();
  return (
    <Page aria-labelledby={headingId}>
      <Header>
        <h1 id={headingId}>{t('trackers.board.title')}</h1>
        <BuildMark mark={__NOVA_BUILD_MARK__} />
      </Header>
      <WalletTracker variant="board" />
    </Page>
  );
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  min-height: 0;
  padding: ${vars.size.space4};
  @media (max-width: 767px) { padding: ${vars.size.space3}; }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  & > h1 { margin: 0; font-size: ${vars.size.fontLg}; font-weight: 600; }
`;

export default exposeModule(TrackerBoard);
