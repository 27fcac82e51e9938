// The app's route table under a memory router, as the app renders it under the browser's (`AppRoutes`).
import { render } from '@testing-library/react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { Providers, createQueryClient } from '../app/providers';
import { AppRoutes } from '../app/router';

/** Renders the app at `path`; `state.location` follows the router's location. */
export function renderRoutesAt(path: string): { state: { location: Location } } {
  let location: Location | null = null;
  function LocationProbe() {
    location = useLocation();
    return null;
  }
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  return {
    state: {
      get location() {
        if (!location) throw new Error('The router has not rendered.');
        return location;
      },
    },
  };
}
