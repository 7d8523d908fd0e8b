import { atom } from 'jotai';
import type { NavItem, Registry } from '@app/shared';

/** The registry read at boot (remotes.json). Host-private. */
export const registryAtom = atom<Registry>({ schema: 1, updatedAt: '', remotes: {} });

/** Side-menu items of every registered remote, sorted. */
export const navItemsAtom = atom<NavItem[]>((get) =>
  Object.values(get(registryAtom).remotes)
    .flatMap((e) => e?.nav ?? [])
    .sort((a, b) => a.order - b.order),
);
