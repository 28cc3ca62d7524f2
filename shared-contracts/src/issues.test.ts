import { describe, expect, it } from 'vitest';
import { chainKeySchema } from './chains';
import { loadIssueMessages } from './issues';

describe('zod issue messages', () => {
  it('are English once loaded (the browser loads them only to show one)', async () => {
    await Promise.all([loadIssueMessages(), loadIssueMessages()]);
    const parsed = chainKeySchema.safeParse('mars');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^Invalid option: expected one of "gatelayer"\|"solana"/);
  });
});
