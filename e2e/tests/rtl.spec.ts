// Issue 36 (1): Arabic is laid out right to left: the document says dir="rtl" from start-up on, the
// shell and the remotes mirror (grid, flex and inline layouts follow the direction), and no page
// scrolls sideways. Screenshots of each page at both widths go to the test's artefacts.
import { hotToken, settled, slot } from '../src/app';
import { expect, test } from '../src/fixtures';
import { seedSession, signUpByEmail } from '../src/sim';

for (const width of [1440, 390]) {
  test(`/ar at ${width} px: right to left, no sideways scroll, every page mirrored (markets, token, wallet profile)`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const { result } = await signUpByEmail();
    await seedSession(page, result);
    const token = await hotToken();
    const wallet = result.user.sol_address ?? '';
    // Each page with what shows it has loaded: the list's rows, the trade panel's controls, the profile's heading.
    for (const [name, path, remote, shown, nth] of [
      ['markets', '/ar/markets', 'mf_discover', 'row', 3],
      ['token', `/ar/trade/${token.chain}/${token.address}`, 'mf_trade', 'button', 2],
      ['wallet', `/ar/wallets/solana/${wallet}`, 'mf_wallets', 'heading', 0],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await settled(page);
      await expect(slot(page, remote).getByRole(shown).nth(nth)).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
      // Mirrored: the brand (the header's home link) sits at the inline start, the right edge.
      const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
      expect(brand, 'the header has its home link').not.toBeNull();
      expect(brand!.x + brand!.width / 2, `${path}: the brand is on the right half`).toBeGreaterThan(width / 2);
      // Figures keep their signs where they are written ('0.00%', not '%0.00'): each figure with a
      // sign sits in a left-to-right isolate, so the bidi algorithm does not move its '$' or '%'.
      const loose = await page.evaluate(() => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          if (/\d/.test(text) && /[$%]/.test(text) && !/\u2066[^\u2069]*[$%]/.test(text)) found.push(text);
        }
        return found;
      });
      expect(loose, `${path}: figures whose sign the bidi algorithm may move`).toEqual([]);
      if (name === 'wallet') {
        // The PnL buckets' Arabic names are longer than the English ones: none spills over its bar.
        // A phone shows one statistics section at a time: the win rate's is a tab there.
        if (width === 390) await slot(page, remote).getByRole('tab', { name: 'نسبة الربح' }).click();
        const buckets = slot(page, remote).getByRole('list', { name: 'توزيع الأرباح والخسائر' }).getByRole('listitem');
        await expect(buckets).toHaveCount(5);
        const spilled = await buckets.evaluateAll((rows) => rows.flatMap((row) => [...row.children].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent)));
        expect(spilled, 'bucket cells wider than their column').toEqual([]);
      }
      await page.screenshot({ path: testInfo.outputPath(`ar-${name}-${width}.png`) });
    }
  });
}
