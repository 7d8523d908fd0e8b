import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fallbackByScope } from './fallbacks';

/**
 * Module Federation runtime plugin, the first of three failure layers (then the error
 * boundary, then reload-once on chunk errors). When a remote's module fails to load it
 * retries the current version once, then falls back to the registry's previous version.
 * Returning nothing lets the error reach the host's error boundary.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vistas-remote-fallback',
    async errorLoadRemote(args) {
      // Manifest-level failures are re-raised by the runtime as an onLoad failure; act there once.
      if (args.lifecycle !== 'onLoad') return undefined;
      const scope = String(args.id).split('/')[0] ?? '';
      const state = fallbackByScope.get(scope);
      if (!state) return undefined;
      const reload = async (entry: string) => {
        args.origin.registerRemotes([{ name: scope, entry }], { force: true });
        const mod = await args.origin.loadRemote(args.id as string);
        return args.from === 'build' ? () => mod : mod;
      };
      try {
        if (!state.retried) {
          state.retried = true;
          return await reload(state.active === 'current' ? state.current : state.previous!);
        }
      } catch {
        /* fall through to the previous version */
      }
      if (state.active === 'current' && state.previous) {
        state.active = 'previous';
        console.warn(`[federation] ${scope} ${state.currentVersion} failed to load; using previous version ${state.previousVersion}`);
        try {
          return await reload(state.previous);
        } catch {
          return undefined;
        }
      }
      return undefined;
    },
  };
}
