import type { ReactElement } from 'react';
import { createStore } from 'jotai';
import { sessionAtom, type AuthUser } from '@app/shared';
import { renderWithProviders, testAuthUser, type ProviderOptions } from '@app/shared/testing';
import en from '../locales/en.json';

export type Tier = 'basic' | 'free' | 'premium';

export function userFor(tier: Tier, over: Partial<AuthUser> = {}): AuthUser {
  return testAuthUser({
    userSurId: 7,
    subscriptionFlag: { subscribedFlag: tier === 'premium', trialFlag: tier === 'free' },
    ...over,
  });
}

/** Renders a learning screen as a logged-in student of the given tier. */
export function renderLearning(ui: ReactElement, opts: ProviderOptions & { tier?: Tier } = {}) {
  const store = createStore();
  store.set(sessionAtom, userFor(opts.tier ?? 'premium'));
  return renderWithProviders(ui, { ...opts, store, messages: { learning: en } });
}
