// The perp deposit's public face (other features and the exposes import only this file).
import { lazy } from 'react';

export { hasEvmRequest } from './api/evmRequest';
/** The deposit dialog, loaded (with viem and decimal.js) when it first opens, not with the page. */
export const DepositDialog = lazy(() => import('./components/DepositDialog').then((m) => ({ default: m.DepositDialog })));
