// Skills checklists and timed skills tests (routes.ts); the catalogue and its import (catalogue.ts, cli.ts).
export { default } from './routes';
