import { i18next } from '@app/shared';

/**
 * A host message outside React (timers, event handlers): the current language's text, or the
 * given English text (the spec's exact string) when i18n is not ready or lacks the key.
 */
export function hostText(key: string, english: string, options: Record<string, unknown> = {}): string {
  if (!i18next.isInitialized) return english;
  const v = i18next.t(`host:${key}`, { ...options, defaultValue: english });
  return typeof v === 'string' && v && v !== key && v !== `host:${key}` ? v : english;
}
