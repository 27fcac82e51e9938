import { Component, type ReactNode, lazy } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { useBrandDocument } from '../lib/brand';
import { readIdentity } from '../lib/identity-cache';
import { ErrorScreen } from './error-screen';
import { NotFound, UnknownPath } from './not-found';
import { type AppRoute, allRoutes } from './routes';
import { Shell } from './shell';

const PagePlaceholder = lazy(() => import('../components/page-placeholder'));

function toRouteObject(route: AppRoute): RouteObject {
  const Page = route.page;
  return { path: route.path, element: Page ? <Page /> : <PagePlaceholder title={route.title} /> };
}

type RootErrorProps = { children: ReactNode; location: unknown };
type RootErrorState = { failed: boolean; location: unknown };

/**
 * A render error outside a page's own boundary (the shell, a layout): the error screen, whose button opens / again
 * with a fresh load. Moving to another address (the browser's back button) tries again.
 */
class RootErrorBoundary extends Component<RootErrorProps, RootErrorState> {
  override state: RootErrorState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<RootErrorState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RootErrorProps, state: RootErrorState): Partial<RootErrorState> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render(): ReactNode {
    if (this.state.failed) return <RootErrorScreen />;
    return this.props.children;
  }
}

/** The error screen in place of the shell, which sets the tab's title and icon: they are the last brand seen here. */
function RootErrorScreen() {
  useBrandDocument(readIdentity());
  return <ErrorScreen chunkLoad={false} onGoBack={() => window.location.assign('/')} />;
}

export function RootError({ children }: { children: ReactNode }) {
  return <RootErrorBoundary location={useLocation()}>{children}</RootErrorBoundary>;
}

// The route table for React Router's declarative routing (`useRoutes`, under `BrowserRouter`): the app uses no
// loaders, actions or other data-router parts, and the data router's code (about 14 KiB on the wire) stays out of
// the first load.
export const routeObjects: RouteObject[] = [
  {
    element: (
      <RootError>
        <Shell />
      </RootError>
    ),
    children: [
      ...allRoutes.map(toRouteObject),
      // spec §2: anything else under auth shows a not-found page.
      { path: '/auth/*', element: <NotFound /> },
      // spec §2: unknown paths show not-found; those containing /login redirect to /.
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

/** The app's routes, rendered under a router (`BrowserRouter` in the app, a memory router in tests). */
export function AppRoutes() {
  return useRoutes(routeObjects);
}
