// Bundles the server into dist/ for `npm start` (bundle.mjs).
import { bundleServer } from './bundle.mjs';

await bundleServer('dist');
