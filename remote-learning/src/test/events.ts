import { on, type AppEventName, type AppEvents } from '@app/shared';

/** Records every emission of the named bus events until `stop()`. */
export function recordEvents<K extends AppEventName>(...names: K[]) {
  const seen: { name: K; detail: AppEvents[K] }[] = [];
  const offs = names.map((name) => on(name, (detail) => seen.push({ name, detail })));
  return {
    seen,
    of: (name: K) => seen.filter((e) => e.name === name).map((e) => e.detail),
    stop: () => offs.forEach((off) => off()),
  };
}
