/** Bundles `entryPoints` (by default main and cli) into `outdir`, a folder beside src/, with the migrations beside them. */
export function bundleServer(outdir: string, entryPoints?: Record<string, string>): Promise<void>;
