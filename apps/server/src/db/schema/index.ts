// Every table of the portal. Each module owns its file; this list is what drizzle-kit and the db plugin see.
export * from './organizations';
export * from './error-reports';
export * from './candidates';
export * from './auth';
export * from './mail';
export * from './jobs';
export * from './tasks';
export * from './rate-limits';
export * from './application';
export * from './recruiters';
export * from './references';
export * from './skills';
export * from './job-emails';
export * from './account';
export * from './ui-settings';
export * from './agency';
