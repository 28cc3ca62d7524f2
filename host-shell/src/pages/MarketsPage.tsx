import styled from '@emotion/styled';
import { LAYOUT } from '@nova/shared-contracts';
import { RemoteSlot } from '../remotes/RemoteSlot';

/** /markets: hot and new lists side by side on desktop, stacked on mobile. */
export function MarketsPage() {
  return (
    <Grid>
      <RemoteSlot remote="mf_discover" expose="./TokenList" props={{ list: 'hot' }} label="mf_discover hot" minHeight={320} />
      <RemoteSlot remote="mf_discover" expose="./TokenList" props={{ list: 'new' }} label="mf_discover new" minHeight={320} />
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 8px;
  padding: 8px;
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
