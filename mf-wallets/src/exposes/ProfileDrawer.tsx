import { exposeModule } from '@nova/shared-ui';
import { ProfileDrawer } from '../features/profile-drawer';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type { ProfileDrawerProps } from '../features/profile-drawer';

/**
 * mf_wallets './ProfileDrawer': the signed-in user's profile drawer (spec 2 §2), mounted by the
 * host's account button while open or sliding out.
 */
export default exposeModule(ProfileDrawer);
