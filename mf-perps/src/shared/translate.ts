import type { Translate } from '@nova/shared-ui';
import type { PerpsMessages } from '../i18n/messages';

/** mf-perps' translate function, typed by its English catalogue (what components receive as `t`). */
export type PerpsT = Translate<PerpsMessages>;
