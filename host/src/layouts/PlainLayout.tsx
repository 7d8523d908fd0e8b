import { Outlet } from 'react-router-dom';

/** Plain app layout: the page alone (shared links, onboarding). */
export function PlainLayout() {
  return (
    <main id="main" style={{ minHeight: '100vh', padding: '16px' }}>
      <Outlet />
    </main>
  );
}
