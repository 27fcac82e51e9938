import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth-store';
import { useBrand, useBrandDocument } from '../lib/brand';
import { registerNavigate } from '../lib/navigation';
import { AccessGuard } from './access-guard';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { OfflineDialog } from './offline-dialog';

/** The root route: access guard, then the signed-in layout or (signed out) the public layout. */
export function Shell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token, brand: sessionBrand } = useAuth();
  const identity = useBrand(pathname);
  // A signed-in candidate's own organisation brand wins when the session carries one.
  const brand = token && sessionBrand && identity ? { ...identity, ...sessionBrand } : identity;
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
