import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth-store';
import { brandPlace, useBrandDocument, usePageBrand } from '../lib/brand';
import { registerNavigate } from '../lib/navigation';
import { preloadable } from '../lib/preloadable';
import { AccessGuard } from './access-guard';
import { PublicLayout } from './layout/public-layout';
import { usePageTitle } from './layout/page-title';
import { OfflineDialog } from './offline-dialog';

/**
 * The signed-in layout (sidebar, drawer, menus, dialogs) is its own chunk: a signed-out page never loads it. It is
 * ready once its messages are in too; main.tsx loads it (and starts its first calls) before the first render.
 */
const AppLayout = preloadable(() =>
  import('./layout/app-layout').then(async (module) => {
    await module.layoutReady;
    return { default: module.AppLayout, prefetch: module.prefetch };
  }),
);
export const loadAppLayout = AppLayout.load;

/** The root route: access guard, then the signed-in layout or (signed out) the public layout. */
export function Shell() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { token } = useAuth();
  // Signed in: the candidate's own organisation's brand on every page; signed out: the path's.
  // Signed out, a page that names a board in its address (`?board=`) wears that board's brand (decision 034).
  const brand = usePageBrand(brandPlace(pathname, search));
  useBrandDocument(brand);
  usePageTitle(pathname, brand);

  useEffect(() => {
    registerNavigate((to, options) => void navigate(to, options));
    return () => registerNavigate(null);
  }, [navigate]);

  return (
    <>
      <AccessGuard>
        {token ? (
          <Suspense fallback={null}>
            <AppLayout brand={brand} />
          </Suspense>
        ) : (
          // A layout part whose messages load with a later chunk waits here, not at the root.
          <Suspense fallback={null}>
            <PublicLayout brand={brand} />
          </Suspense>
        )}
      </AccessGuard>
      <OfflineDialog />
    </>
  );
}
