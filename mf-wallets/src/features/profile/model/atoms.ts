import { atom } from 'jotai';
import type { ProfitPeriod } from './profit';

/** The statistic period of the profile (default 7D, the API's default). */
export const periodAtom = atom<ProfitPeriod>('7D');
