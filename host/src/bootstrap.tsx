import { createRoot } from 'react-dom/client';
import { appStore, initI18n, initialLanguage, loadAppConfig } from '@app/shared';
import { loadRegistry } from './remotes/registry';
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
  createRoot(document.getElementById('root')!).render(<App />);
}

void boot();
