import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nova/shared-ui';
import { exitPlanMessages } from './messages';

describe("the exit plan's catalogue", () => {
  it('is complete in all 19 locales, valid ICU, with the same {arguments} as English', async () => {
    await exitPlanMessages.loadAll();
    expect(catalogueProblems(exitPlanMessages)).toEqual([]);
  });
  it('formats in the locale asked for', async () => {
    await exitPlanMessages.loadAll();
    expect(exitPlanMessages.format('de', 'exitPlan.rung', { n: 2 })).toBe('Stufe 2');
  });
});
