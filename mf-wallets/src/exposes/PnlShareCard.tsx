import type { ExposedProps } from '@nova/shared-contracts';
import { exposeModule } from '@nova/shared-ui';
import { PnlShareModal } from '../features/pnl-card/components/PnlShareModal';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type PnlShareCardProps = ExposedProps<'mf_wallets', './PnlShareCard'>;

/** mf_wallets './PnlShareCard': the Share-PnL modal (spec 2 §2), mounted by the host on bus `pnl.share` while open. */
function PnlShareCard(props: PnlShareCardProps) {
  return <PnlShareModal {...props} />;
}

export default exposeModule(PnlShareCard);
