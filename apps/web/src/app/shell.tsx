import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth-store';
import { type Brand, useBrandDocument, usePageBrand } from '../lib/brand';
import { registerNavigate } from '../lib/navigation';
import { AccessGuard } from './access-guard';
import type * as AppLayoutExports from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { usePageTitle } from './layout/page-title';
import { OfflineDialog } from './offline-dialog';

type AppLayoutModule = typeof AppLayoutExports;
let loadedLayout: AppLayoutModule['AppLayout'] | undefined;

/** Loads the signed-in layout, and resolves once it can render without waiting (its messages are in too). */
export function loadAppLayout(): Promise<AppLayoutModule> {
  return import('./layout/app-layout').then(async (module) => {
    await module.layoutReady;
    loadedLayout = module.AppLayout;
    return module;
  });
}

// The signed-in layout (sidebar, drawer, menus, dialogs) is its own chunk: a signed-out page never loads it.
const LazyAppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));

/** The signed-in layout: rendered directly when it was loaded before (main.tsx, signed in), else through React.lazy;
 * chosen when it mounts and kept. */
function AppLayout({ brand }: { brand: Brand | null }) {
  const [Layout] = useState(() => loadedLayout ?? LazyAppLayout);
  return <Layout brand={brand} />;
}

/** The root route: access guard, then the signed-in layout or (signed out) the public layout. */
export function Shell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token } = useAuth();
  // Signed in: the candidate's own organisation's brand on every page; signed out: the path's.
  const brand = usePageBrand(pathname);
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
