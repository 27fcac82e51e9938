// The tab title names the page (issue: a tab titled only by the brand says nothing of where the candidate is), and
// keeps spec §1's "<brand name> Compliances" after it: "Open Jobs · Meridian Health Staffing Compliances".
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { type Brand, brandTitle } from '../../lib/brand';
import { usePageNameOf } from '../../lib/page-name';
import { titleForPath } from '../routes';

export function pageTitle(pageName: string, brand: Brand | null): string {
  return `${pageName} · ${brandTitle(brand)}`;
}

/** Sets the document title for the page at `pathname`; call it after useBrandDocument (same component), which it refines. */
export function usePageTitle(pathname: string, brand: Brand | null): void {
  const { t } = useTranslation(['routes', 'common']);
  const key = titleForPath(pathname);
  // A page's own name (a job's title) over its route's.
  const own = usePageNameOf(pathname);
  const name = own ?? (key ? t(key, { ns: 'routes' }) : t('notFound.pageTitle', { ns: 'common' }));
  useEffect(() => {
    document.title = pageTitle(name, brand);
  }, [name, brand]);
}
