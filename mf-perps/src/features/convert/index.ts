// The convert feature's public face (other features and the exposes import only this file).
import { lazy } from 'react';

/** The convert dialog, loaded (with viem and decimal.js) when it first opens, not with the page. */
export const ConvertDialog = lazy(() => import('./components/ConvertDialog').then((m) => ({ default: m.ConvertDialog })));
