import { createRoot } from 'react-dom/client';
import { appStore, initI18n, initialLanguage, loadAppConfig, sessionAtom } from '@app/shared';
import { loadRegistry } from './remotes/registry';
import { loadRemoteApp } from './remotes/load-remote-app';
import { remoteForLocation } from './remotes/first-remote';
import { registryAtom } from './app/host-atoms';
import { App } from './app/App';

async function boot() {
  const lng = initialLanguage();
  document.documentElement.lang = lng;
  // Config and registry in parallel; neither blocks on any remote's code.
  const [, registry] = await Promise.all([
    loadAppConfig(),
    loadRegistry(),
    initI18n({ lng, ns: 'host', loadMessages: (l) => import(`./locales/${l}.json`).then((m) => m.default) }),
  ]);
  appStore.set(registryAtom, registry);
  // Start loading the first screen's remote now, in parallel with React rendering the shell;
  // the route mounts the same (cached) load.
  const first = remoteForLocation(location.pathname, appStore.get(sessionAtom));
  if (first && registry.remotes[first]) loadRemoteApp(first).catch(() => undefined);
  createRoot(document.getElementById('root')!).render(<App />);
}

void boot();
