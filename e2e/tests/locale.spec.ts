// Issue 8: a Korean token page shows no English catalogue string, in the host nor in any remote
// on it (mf_trade, mf_chart, mf_discover), signed in so the trade panel shows its full form.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hotToken, settled, slot } from '../src/app';
import { expect, test } from '../src/fixtures';
import { seedSession, signUpByEmail } from '../src/sim';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `'key': 'message'` / `'key': "message"` pairs of a catalogue file. */
function pairs(file: string): Map<string, string> {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return new Map([...text.matchAll(/'([\w.-]+)':\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)].map((m) => [m[1]!, (m[2] ?? m[3] ?? '').replace(/\\(['"])/g, '$1')]));
}

/** English messages (no placeholders, some letters) that the Korean catalogue translates to something else. */
function englishOnly(enFile: string, koFile: string): string[] {
  const en = pairs(enFile);
  const ko = pairs(koFile);
  expect(en.size, `${enFile} has messages`).toBeGreaterThan(10);
  return [...en].filter(([key, message]) => !message.includes('{') && message.length > 3 && /[a-z]/i.test(message) && ko.has(key) && ko.get(key) !== message).map(([, message]) => message);
}

test('/ko/trade/...: a Korean token page shows no English catalogue string in the host or its remotes', async ({ page }) => {
  test.setTimeout(90_000);
  const english = new Set([
    ...englishOnly('host-shell/src/services/i18n/messages.ts', 'host-shell/src/services/i18n/locales/ko.ts'),
    ...englishOnly('mf-trade/src/i18n/en.ts', 'mf-trade/src/i18n/locales/ko.ts'),
    ...englishOnly('mf-chart/src/i18n/en.ts', 'mf-chart/src/i18n/locales/ko.ts'),
    ...englishOnly('mf-discover/src/i18n/en.ts', 'mf-discover/src/i18n/locales/ko.ts'),
    ...englishOnly('mf-discover/src/i18n/en/data.ts', 'mf-discover/src/i18n/locales/ko.ts'),
    ...englishOnly('mf-discover/src/i18n/en/header.ts', 'mf-discover/src/i18n/locales/ko.ts'),
  ]);
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  const token = await hotToken();
  await page.goto(`/ko/trade/${token.chain}/${token.address}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  for (const remote of ['mf_trade', 'mf_chart'] as const) await expect(slot(page, remote)).toBeVisible();
  await settled(page);
  await page.waitForLoadState('networkidle');
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style')) continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value.trim());
      }
    }
    return texts;
  });
  expect(shown.length).toBeGreaterThan(50);
  expect(shown.filter((text) => english.has(text))).toEqual([]);
});
