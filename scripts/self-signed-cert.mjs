// A self-signed certificate for 127.0.0.1 and localhost (openssl, from the system), for the server's HTTPS tests and
// the benchmark's HTTPS runs. Never for a portal that others reach: browsers warn on a self-signed certificate.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes cert.pem and key.pem into a new temporary folder (or `dir`) and returns their paths. */
export function selfSignedCert(dir = mkdtempSync(path.join(tmpdir(), 'portal-tls-'))) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', cert],
    { stdio: 'ignore' },
  );
  return { dir, cert, key };
}
