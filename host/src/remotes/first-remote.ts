import { matchPath } from 'react-router-dom';
import { ROUTE_IDS, ROUTES, type AuthUser, type RemoteId } from '@app/shared';
import { gateDecision, rootTarget } from '../features/routing/rules';

/**
 * The remote whose screen the first page will show, so the boot can start loading it while
 * React renders the shell (instead of after). Follows the guards' redirect once (`/` and a
 * guarded page lead elsewhere); null when the page is not a remote screen.
 */
export function remoteForLocation(pathname: string, session: AuthUser | null, now = Date.now()): RemoteId | null {
  let path = pathname;
  for (let hop = 0; hop < 3; hop++) {
    if (path.split('?')[0] === '/') path = rootTarget(session, now);
    const id = ROUTE_IDS.find((r) => matchPath({ path: ROUTES[r].path, end: true }, path.split('?')[0]!));
    if (!id) return null;
    const d = gateDecision(ROUTES[id].access, session, { pathname: path }, now);
    if (d.kind === 'render') return ROUTES[id].owner;
    path = d.to;
  }
  return null;
}
