import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/AppRoutes';
import type { StartupProblem } from './app/StartupError';
import { storageBlocked } from './app/startupChecks';
import { createPlatform } from './platform/createPlatform';
import { loadRegistry } from './registry/loadRegistry';
import { NO_PREVIEW, PREVIEW_PARAM, loadPreviewCode } from './preview/lazyPreview';
import { rememberReferral } from './routing/params';
import { createRemoteLoader } from './remotes/loader';
import { createFederationPort } from './remotes/federation';
import { createContractAdapters } from './remotes/adapters';
import { en, loadShellCatalogue } from './services/i18n/messages';
import { splitLocale } from './routing/paths';
import { preloadRoute } from './routing/routeData';
import { reportRemoteFailures } from './services/telemetry';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // The initial locale's shell strings load alongside the registry (English is built in).
  const { locale } = splitLocale(window.location.pathname);
  const strings = loadShellCatalogue(locale).catch(() => undefined);
  // The error screen is its own chunk: a start that succeeds never downloads it.
  const fail = async (problem: StartupProblem) => {
    const [{ StartupError }, messages] = await Promise.all([import(/* webpackChunkName: "startup-error" */ './app/StartupError'), strings]);
    root.render(<StartupError problem={problem} locale={locale} messages={messages ?? en} />);
  };
  // Session, preferences and a preview override live in browser storage: without it, say so.
  if (storageBlocked(window)) return fail({ kind: 'storage' });
  const { search, pathname, hash } = window.location;
  // A staging preview's code (asked for in the URL, or kept for the session) loads beside the registry.
  const previewCode = loadPreviewCode(search, sessionStorage);
  const result = await loadRegistry();
  if (!result.ok) return fail({ kind: 'registry', reason: result.reason });
  const { registry } = result;
  // The preview parameter is judged once, then dropped from the URL: an accepted override lives
  // in sessionStorage; a refused one is only reported, and nothing is fetched from it.
  const code = await previewCode;
  const preview = code ? code.resolvePreview(search, sessionStorage, registry) : NO_PREVIEW;
  if (code && new URLSearchParams(search).has(PREVIEW_PARAM)) window.history.replaceState(window.history.state, '', `${pathname}${code.withoutPreviewParam(search)}${hash}`);
  rememberReferral(search, sessionStorage);

  const platform = createPlatform(registry);
  platform.realtime.start();
  const federation = createFederationPort(registry.loadTimeoutMs);
  const loader = reportRemoteFailures(createRemoteLoader({ registry, preview: preview.active, federation, adapters: createContractAdapters(platform.services, federation.provideShared) }), platform.telemetry);
  // The page's chunk, its remotes' code and its first answers load while the shell's strings do and the shell renders.
  const { path } = splitLocale(pathname);
  preloadPage(path);
  preloadRoute(path, loader, platform.services);
  await strings;
  await platform.i18n.ready();
  // A transition: React renders the shell in slices of a few milliseconds and yields between them,
  // so the first render is not one long task on a slow phone.
  startTransition(() => root.render(<App host={{ platform, preview }} loader={loader} />));
}

void start();
