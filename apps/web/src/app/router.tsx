import { type RouteObject, createBrowserRouter } from 'react-router';
import { lazy } from 'react';
import { ErrorScreen } from './error-screen';
import { NotFound, UnknownPath } from './not-found';
import { type AppRoute, allRoutes } from './routes';
import { Shell } from './shell';

const PagePlaceholder = lazy(() => import('../components/page-placeholder'));

function toRouteObject(route: AppRoute): RouteObject {
  const Page = route.page;
  return { path: route.path, element: Page ? <Page /> : <PagePlaceholder title={route.title} /> };
}

function RootError() {
  return <ErrorScreen chunkLoad={false} onGoBack={() => window.location.assign('/')} />;
}

export const routeObjects: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RootError />,
    children: [
      ...allRoutes.map(toRouteObject),
      // spec §2: anything else under auth shows a not-found page.
      { path: '/auth/*', element: <NotFound /> },
      // spec §2: unknown paths show not-found; those containing /login redirect to /.
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeObjects);
}
