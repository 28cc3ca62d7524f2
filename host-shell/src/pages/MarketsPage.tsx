import styled from '@emotion/styled';
import { RemoteSlot } from '../remotes/RemoteSlot';

/** /markets and /discover: the token lists behind hot, new, ai and signal tabs, full width. */
export function MarketsPage() {
  return (
    <Wrap>
      <RemoteSlot remote="mf_discover" expose="./TokenList" props={{ list: 'hot', tabs: true }} label="mf_discover hot" minHeight={320} />
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  padding: 8px;
  min-width: 0;
`;
