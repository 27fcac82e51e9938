import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth-store';
import { useBrandDocument, usePageBrand } from '../lib/brand';
import { registerNavigate } from '../lib/navigation';
import { AccessGuard } from './access-guard';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { OfflineDialog } from './offline-dialog';

/** The root route: access guard, then the signed-in layout or (signed out) the public layout. */
export function Shell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token } = useAuth();
  // Signed in: the candidate's own organisation's brand on every page; signed out: the path's.
  const brand = usePageBrand(pathname);
  useBrandDocument(brand);

  useEffect(() => {
    registerNavigate((to, options) => void navigate(to, options));
    return () => registerNavigate(null);
  }, [navigate]);

  return (
    <>
      <AccessGuard>{token ? <AppLayout brand={brand} /> : <PublicLayout brand={brand} />}</AccessGuard>
      <OfflineDialog />
    </>
  );
}
