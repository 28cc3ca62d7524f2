import { atom } from 'jotai';
import { CHART } from '@nova/shared-contracts';
import type { Resolution } from '@nova/shared-contracts';

/** The interval the user picked (default 1 minute, spec 3 §3). */
export const resolutionAtom = atom<Resolution>(CHART.defaultResolution as Resolution);
