import type { ExposedProps } from '@nova/shared-contracts';
import { exposeModule } from '@nova/shared-ui';
import { TokenHeader } from '../features/token-header';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TokenHeaderProps = ExposedProps<'mf_discover', './TokenHeader'>;

/**
 * mf_discover './TokenHeader' (contract 6.1): the token page's header (spec 3 §2), mounted by the
 * host above the chart.
 */
export default exposeModule<TokenHeaderProps>(TokenHeader);
