// Issue 34's laddered exit end to end, as a custodial trader: a 3-rung exit plan is built from the
// position card, placed as one plan (Open orders labels each rung), a price rise past rung 1 fills
// it and the position shrinks by its share while rungs 2 and 3 wait, the plan is edited in place,
// and after a reload it is still there.
import { expect, test } from '../src/fixtures';
import { simAdmin } from '../src/admin';
import { callSim } from '../src/sim';
import { heldOnSolana, signedInTradePage, toast } from '../src/trade';

test('an exit plan of three rungs fills its first rung on a rise, keeps the others, is edited as one and survives a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, panel, session } = await signedInTradePage(page);
  const held = () => heldOnSolana(session, token.address);
  const pendingRungs = async () =>
    (await callSim('limitOrderList', { chain: 'solana', base_token: token.address, status: 2 }, session.access_token)).order_list
      .filter((o) => o.plan_id !== undefined)
      .sort((a, b) => (a.plan_rung ?? 0) - (b.plan_rung ?? 0));
  await panel.getByRole('textbox', { name: 'Amount' }).fill('0.1');
  await panel.getByRole('button', { name: 'Buy' }).click();
  await expect(toast(page, `Trade success: ${token.symbol}`)).toBeVisible();

  // Build the plan: 1.5x, 2x and 3x the average cost selling 30, 30 and 40 % of the position.
  const position = page.getByRole('region', { name: 'Your position' });
  await position.getByRole('button', { name: 'Exit plan' }).click();
  const dialog = page.getByRole('dialog', { name: `Exit plan · ${token.symbol}` });
  await dialog.getByRole('button', { name: 'Add rung' }).click();
  const rungs = [
    ['1.5', '30'],
    ['2', '30'],
    ['3', '40'],
  ];
  for (const [index, [multiple, share]] of rungs.entries()) {
    const rung = dialog.getByRole('group', { name: `Rung ${index + 1}`, exact: true });
    await rung.getByRole('textbox', { name: 'Multiple of the average cost' }).fill(multiple ?? '');
    await rung.getByRole('textbox', { name: 'Share of the position sold' }).fill(share ?? '');
  }
  await expect(dialog.getByRole('list', { name: 'Plan summary' }).getByText(new RegExp(`^Kept after every rung: 0 ${token.symbol}$`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(toast(page, 'Exit plan saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('tablist', { name: 'Your activity' }).getByRole('tab', { name: 'Open orders' }).click();
  const orders = page.getByRole('table', { name: 'Open orders' });
  for (const label of ['Rung 1/3', 'Rung 2/3', 'Rung 3/3']) await expect(orders.getByRole('row').filter({ hasText: label })).toHaveCount(1);

  // The price rises past rung 1 (1.7x the cost) but not rung 2: rung 1 sells its 30 %, 2 and 3 wait.
  const before = await held();
  const [first] = await pendingRungs();
  const { list } = await callSim('holdsList', { chain: 'solana' }, session.access_token);
  const average = Number(list.find((p) => p.token_address === token.address)?.buy_avg_price);
  await simAdmin('/__admin/price', { chain: 'solana', address: token.address, price_usd: (average * 1.7).toPrecision(8) });
  await expect(orders.getByRole('row').filter({ hasText: 'Rung 1/3' })).toHaveCount(0, { timeout: 15_000 });
  await expect(orders.getByRole('row').filter({ hasText: 'Rung 2/3' })).toHaveCount(1);
  await expect(orders.getByRole('row').filter({ hasText: 'Rung 3/3' })).toHaveCount(1);
  await expect.poll(held).toBeCloseTo(before - Number(first?.quote_investment), 6);
  expect(await held()).toBeCloseTo(before * 0.7, 4);

  // Edit the plan: its two pending rungs open with their multiples; rung 2 moves to 2.5x.
  await page.getByRole('tablist', { name: 'Your activity' }).getByRole('tab', { name: 'Position' }).click();
  await position.getByRole('button', { name: 'Exit plan' }).click();
  await expect(dialog.getByRole('group', { name: /^Rung \d$/ })).toHaveCount(2);
  const edited = dialog.getByRole('group', { name: 'Rung 1', exact: true }).getByRole('textbox', { name: 'Multiple of the average cost' });
  await expect(edited).toHaveValue('2');
  await edited.fill('2.5');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(toast(page, 'Exit plan saved')).toBeVisible();
  await expect.poll(async () => (await pendingRungs()).map((o) => [o.plan_id, o.plan_rung, o.plan_multiple])).toEqual([
    [first?.plan_id, 2, 2.5],
    [first?.plan_id, 3, 3],
  ]);

  // A reload keeps the plan: Open orders lists its rungs, the dialog opens it with the edit.
  await page.reload();
  await page.getByRole('tablist', { name: 'Your activity' }).getByRole('tab', { name: 'Open orders' }).click();
  await expect(orders.getByRole('row').filter({ hasText: /Rung [23]\/3/ })).toHaveCount(2);
  await page.getByRole('tablist', { name: 'Your activity' }).getByRole('tab', { name: 'Position' }).click();
  await position.getByRole('button', { name: 'Exit plan' }).click();
  await expect(dialog.getByRole('group', { name: 'Rung 1', exact: true }).getByRole('textbox', { name: 'Multiple of the average cost' })).toHaveValue('2.5');
});
