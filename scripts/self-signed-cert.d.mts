/** Writes cert.pem and key.pem into a new temporary folder (or `dir`) and returns their paths. */
export function selfSignedCert(dir?: string): { dir: string; cert: string; key: string };
