import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LOCALES } from '@nova/shared-contracts';
import type { Locale, PlatformServices, SessionState } from '@nova/shared-contracts';
import { PlatformContext, ThemeStyles } from '@nova/shared-ui';
import { HostContext, LocaleContext } from '../app/HostContext';
import type { HostContextValue } from '../app/HostContext';
import { Header } from '../layout/Header';
import { createI18n } from '../services/i18n/i18n';
import { en } from '../services/i18n/messages';
import type { FullCatalogue, ShellMessageKey } from '../services/i18n/messages';
import { prefixFor } from '../routing/paths';

/**
 * The static shell: the real Header as a visitor sees it before anything is known, rendered at
 * build time for every locale (tooling/build-tools' StaticShellPlugin puts it into the locale's
 * document). The browser paints it with the document; the app's first render replaces it.
 * Nothing in it runs: the services below only answer what the header reads while rendering.
 */
export async function renderStaticShells(): Promise<{ locale: Locale; html: string }[]> {
  return Promise.all(LOCALES.map(async (locale) => ({ locale, html: await renderStaticShell(locale) })));
}

/** Every catalogue in the bundle (the app's loader is webpack's per-locale chunks). */
const loadCatalogue = async (locale: Locale): Promise<Record<ShellMessageKey, string>> =>
  locale === 'en' ? en : ((await import(`../services/i18n/locales/${locale}.ts`)) as { default: FullCatalogue }).default;

const VISITOR: SessionState = { user: null, kind: null };
const noop = () => undefined;

async function renderStaticShell(locale: Locale): Promise<string> {
  const i18n = createI18n(locale, loadCatalogue);
  await i18n.ready();
  const session = { get: () => VISITOR, subscribe: () => noop, requestLogin: async () => undefined };
  const services = { i18n, session, bus: { on: () => noop, emit: noop } } as unknown as PlatformServices;
  const host = { platform: { i18n, services }, preview: { active: null } } as unknown as HostContextValue;
  const prefix = prefixFor(locale);
  return renderToString(
    <PlatformContext.Provider value={services}>
      <HostContext.Provider value={host}>
        <LocaleContext.Provider value={{ locale, prefix }}>
          <MemoryRouter initialEntries={[`${prefix}/markets`]}>
            <ThemeStyles />
            <Header />
          </MemoryRouter>
        </LocaleContext.Provider>
      </HostContext.Provider>
    </PlatformContext.Provider>,
  );
}
