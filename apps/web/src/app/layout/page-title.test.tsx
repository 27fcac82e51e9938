// The tab title names the page as its heading does: the finish page by "Application submitted" (in each language, the
// heading's own words), a job's page by the job.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers, createQueryClient } from '../providers';
import { usePageName } from '../../lib/page-name';
import deApplication from '../../locales/de/application.json';
import deRoutes from '../../locales/de/routes.json';
import enApplication from '../../locales/en/application.json';
import enRoutes from '../../locales/en/routes.json';
import esApplication from '../../locales/es/application.json';
import esRoutes from '../../locales/es/routes.json';
import { usePageTitle } from './page-title';

afterEach(cleanup);

describe('tab titles', () => {
  it('the finish page (/success) is named by its heading in every language', () => {
    expect(enRoutes.success).toBe('Application submitted');
    for (const [routes, application] of [
      [enRoutes, enApplication],
      [deRoutes, deApplication],
      [esRoutes, esApplication],
    ] as const)
      expect(routes.success).toBe(application.success.title);
  });

  it("a job's page is named by the job, and by its route again once it is gone", async () => {
    const path = '/openjobs/0b7f1d2e-1111-4a4a-9c9c-123456789abc';
    function Job({ title }: { title: string | undefined }) {
      usePageName(path, title);
      return null;
    }
    function Shell({ title, job = true }: { title?: string; job?: boolean }) {
      usePageTitle(path, null);
      return job ? <Job title={title} /> : null;
    }
    const { rerender } = render(
      <Providers queryClient={createQueryClient()}>
        <Shell title={undefined} />
      </Providers>,
    );
    await expect.poll(() => document.title).toBe('Open Job · Compliances');
    rerender(
      <Providers queryClient={createQueryClient()}>
        <Shell title="ICU Registered Nurse" />
      </Providers>,
    );
    await expect.poll(() => document.title).toBe('ICU Registered Nurse · Compliances');
    rerender(
      <Providers queryClient={createQueryClient()}>
        <Shell job={false} />
      </Providers>,
    );
    await expect.poll(() => document.title).toBe('Open Job · Compliances');
  });
});
