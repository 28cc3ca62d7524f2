// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@nova/shared-contracts';
import { renderStaticShells } from './staticShell';
import { en } from '../services/i18n/messages';
import zh from '../services/i18n/locales/zh';

describe('static shell', () => {
  it("renders the visitor's header in every locale, with its styles inline", async () => {
    const shells = await renderStaticShells();
    expect(shells.map((s) => s.locale)).toEqual([...LOCALES]);
    const byLocale = Object.fromEntries(shells.map((s) => [s.locale, s.html]));
    expect(byLocale.en).toMatch(/^<style data-emotion="css-global [^"]+">:root\{--nova-color-bg:/);
    expect(byLocale.en).toContain('<header');
    expect(byLocale.en).toContain(`<span class="placeholder">${en['shell.search.placeholder']}</span>`);
    expect(byLocale.en).toContain(`>${en['shell.login']}</button>`);
    expect(byLocale.zh).toContain(`<span class="placeholder">${zh['shell.search.placeholder']}</span>`);
    // Links keep the locale prefix; nothing of a signed-in user is in it.
    expect(byLocale.zh).toContain('href="/zh/markets"');
    expect(byLocale.en).not.toContain(en['shell.account.deposit']);
  });
});
