import styled from '@emotion/styled';
import type { ChainKey, EndpointResponse } from '@nova/shared-contracts';
import { Button, vars } from '@nova/shared-ui';
import { useProfileMessages } from '../i18n/messages';
import { AddressLine, Avatar, Head } from './Identity';
import { ShareIcon } from './listParts';
import { RemarkLine } from './RemarkLine';
import { TrackControls } from './TrackControls';
import { WalletTags } from './WalletTags';

type WalletInfo = EndpointResponse<'walletInfoDetail'>;

export interface OtherHeaderProps {
  chain: ChainKey;
  address: string;
  info: WalletInfo;
  onShare: () => void;
}

/** Someone else's wallet: avatar, name or remark (editable), address, tags, Track / Remove and the group checklist. */
export function OtherHeader({ chain, address, info, onShare }: OtherHeaderProps) {
  const { t } = useProfileMessages();
  return (
    <Head>
      <Avatar address={address} src={info.avatar} />
      <Who>
        <RemarkLine address={address} remark={info.remark} />
        <AddressLine chain={chain} address={address} />
        <WalletTags tags={info.tags} />
      </Who>
      <Actions>
        <TrackControls address={address} groups={info.group_info_list} />
        <Button variant="secondary" size="sm" onClick={onShare}>
          <ShareIcon />
          {t('walletProfile.share')}
        </Button>
      </Actions>
    </Head>
  );
}

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  flex: 1;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  margin-inline-start: auto;
`;
