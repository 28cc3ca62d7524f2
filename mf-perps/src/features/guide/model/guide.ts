/** The two-step deposit and withdraw guide (spec 2 §2, §4): two slides, back, next, finish on the last. */
export const GUIDE_STEPS = 2;
export const GUIDE_SEEN_KEY = 'perpsTransferGuideSeen';

export type GuideAction = 'next' | 'back' | { go: number };

export function guideReducer(step: number, action: GuideAction): number {
  if (action === 'next') return Math.min(GUIDE_STEPS - 1, step + 1);
  if (action === 'back') return Math.max(0, step - 1);
  return Math.min(GUIDE_STEPS - 1, Math.max(0, action.go));
}

export const isLastGuideStep = (step: number): boolean => step === GUIDE_STEPS - 1;

interface SeenStore {
  get<T>(key: string, fallback: T): T;
  set<T>(key: string, value: T): void;
}

/** The guide shows once per browser: true the first time (and remembers it), false after. */
export function takeFirstGuideShow(prefs: SeenStore): boolean {
  if (prefs.get(GUIDE_SEEN_KEY, false)) return false;
  prefs.set(GUIDE_SEEN_KEY, true);
  return true;
}
