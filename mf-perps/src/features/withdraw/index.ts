// The withdraw feature's public face (other features and the exposes import only this file).
import { lazy } from 'react';

/** The withdraw dialog, loaded (with viem and decimal.js) when it first opens, not with the page. */
export const WithdrawDialog = lazy(() => import('./components/WithdrawDialog').then((m) => ({ default: m.WithdrawDialog })));
