import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { createPlatform } from './platform/createPlatform';
import { loadRegistry } from './registry/loadRegistry';
import { resolvePreview, withoutPreviewParam } from './preview/preview';
import { rememberReferral } from './routing/params';
import { createRemoteLoader } from './remotes/loader';
import { createFederationPort } from './remotes/federation';
import { loadShellCatalogue } from './services/i18n/messages';
import { splitLocale } from './routing/paths';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // The initial locale's shell strings load alongside the registry (English is built in).
  const strings = loadShellCatalogue(splitLocale(window.location.pathname).locale).catch(() => undefined);
  const result = await loadRegistry();
  if (!result.ok) {
    root.render(<StartupError reason={result.reason} />);
    return;
  }
  const { registry } = result;
  const { search, pathname, hash } = window.location;
  // The preview parameter is judged once, then dropped from the URL: an accepted override lives
  // in sessionStorage; a refused one is only reported, and nothing is fetched from it.
  const preview = resolvePreview(search, sessionStorage, registry);
  if (new URLSearchParams(search).has('preview')) window.history.replaceState(window.history.state, '', `${pathname}${withoutPreviewParam(search)}${hash}`);
  rememberReferral(search, sessionStorage);

  const platform = createPlatform(registry);
  platform.realtime.start();
  await strings;
  await platform.i18n.ready();
  const loader = createRemoteLoader({ registry, preview: preview.active, federation: createFederationPort(registry.loadTimeoutMs) });
  root.render(<App host={{ platform, preview }} loader={loader} />);
}

void start();
