import { Navigate, useParams } from 'react-router-dom';
import { ownAddress } from '@nova/shared-contracts';
import { useSession } from '@nova/shared-ui';
import { useInAppHref } from '../app/LocaleLink';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { NotFoundPage } from './NotFoundPage';
import { Grid } from './SinglePage';

/** /wallets/solana/{address}: signed-in users only; a visitor goes to /markets (spec 3 §2). */
export function WalletPage() {
  const { user } = useSession();
  const { chain = '', address = '' } = useParams();
  const markets = useInAppHref('/markets');
  if (!user) return <Navigate to={markets} replace />;
  if (chain !== 'solana' || !address) return <NotFoundPage />;
  return (
    <Grid>
      <RemoteSlot remote="mf_wallets" expose="./WalletProfile" props={{ chain: 'solana', address }} minHeight={320} />
    </Grid>
  );
}

/** /wallets: the signed-in user's own Solana wallet; visitors and EVM wallet users (whose own wallet is on the explorer) go to /markets. */
export function WalletsIndex() {
  const { user } = useSession();
  const markets = useInAppHref('/markets');
  const own = user ? ownAddress(user) : null;
  const profile = useInAppHref(`/wallets/solana/${own?.address ?? ''}`);
  return <Navigate to={own?.family === 'solana' ? profile : markets} replace />;
}
