import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createRouter } from './router';

/** `queryClient`: the one main.tsx made to start the first page's calls before the first render. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createRouter);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
