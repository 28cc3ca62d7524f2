/** The two-step deposit and withdraw guide (spec 2 §2, §4): two slides, back, next, finish on the last. */
export const GUIDE_STEPS = 2;
export const GUIDE_SEEN_KEY = 'nova.perps.guideSeen';

export type GuideAction = 'next' | 'back' | { go: number };

export function guideReducer(step: number, action: GuideAction): number {
  if (action === 'next') return Math.min(GUIDE_STEPS - 1, step + 1);
  if (action === 'back') return Math.max(0, step - 1);
  return Math.min(GUIDE_STEPS - 1, Math.max(0, action.go));
}

export const isLastGuideStep = (step: number): boolean => step === GUIDE_STEPS - 1;

/** The guide shows once per browser. */
export function guideSeen(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(GUIDE_SEEN_KEY) === '1';
  } catch {
    return true;
  }
}

export function markGuideSeen(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(GUIDE_SEEN_KEY, '1');
  } catch {
    // storage blocked: nothing to remember
  }
}
