import type { RouteObject } from 'react-router-dom';
import { ROUTES, ROUTE_IDS, type LayoutId } from '@app/shared';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { RouteGate, RootRedirect } from './RouteGate';
import { AuthLayout } from '../layouts/AuthLayout';
import { DashboardLayout } from '../layouts/DashboardLayout';
import { ChallengerLayout } from '../layouts/ChallengerLayout';
import { PlainLayout } from '../layouts/PlainLayout';
import { NotFound } from './NotFound';

const LAYOUTS: Record<LayoutId, () => React.JSX.Element> = {
  auth: AuthLayout,
  dashboard: DashboardLayout,
  challenger: ChallengerLayout,
  plain: PlainLayout,
};

/**
 * The host's only router, built from the shared route table: one pathless layout route per
 * layout, and under it every route of that layout mounting its owner's screen.
 */
export function buildRoutes(): RouteObject[] {
  const byLayout = new Map<LayoutId, RouteObject[]>();
  for (const id of ROUTE_IDS) {
    const r = ROUTES[id];
    const list = byLayout.get(r.layout) ?? [];
    list.push({
      path: r.path,
      handle: { routeId: id },
      element: (
        <RouteGate access={r.access}>
          <RemoteRoute key={id} remote={r.owner} routeId={id} />
        </RouteGate>
      ),
    });
    byLayout.set(r.layout, list);
  }
  return [
    { path: '/', element: <RootRedirect /> },
    ...[...byLayout.entries()].map(([layout, children]) => {
      const Layout = LAYOUTS[layout];
      return { element: <Layout />, children };
    }),
    { path: '*', element: <PlainLayout />, children: [{ path: '*', element: <NotFound /> }] },
  ];
}
