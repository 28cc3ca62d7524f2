import type { PerpsMessages } from '../../i18n/messages';
import type { Translate } from '@nova/shared-ui';

export type PerpsT = Translate<PerpsMessages>;
