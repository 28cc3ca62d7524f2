import type { ExposedProps } from '@nova/shared-contracts';
import { exposeModule } from '@nova/shared-ui';
import { TokenShareModal } from '../features/token-share/components/TokenShareModal';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TokenShareDialogProps = ExposedProps<'mf_discover', './TokenShareDialog'>;

/** mf_discover './TokenShareDialog': the token share modal (spec 3 §2), mounted by the host on bus `token.share` while open. */
function TokenShareDialog(props: TokenShareDialogProps) {
  return <TokenShareModal {...props} />;
}

export default exposeModule(TokenShareDialog);
