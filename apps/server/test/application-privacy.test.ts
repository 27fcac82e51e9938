// Sensitive answers are never logged, and the data key comes from configuration or is generated into DATA_DIR.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createCipher } from '../src/modules/application/crypto';
import { seedOrgs } from '../src/seed/orgs';
import { openTestDatabase, testConfig, type TestApp } from './helpers/app';
import { createSignedInCandidate } from './helpers/factories';

const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  const { database, cleanup } = await openTestDatabase();
  await seedOrgs(database.db);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = (await buildApp({ config: testConfig({ logLevel: 'trace' }), database, closeDatabase: false, logger: { level: 'trace', stream } })) as TestApp;
  app.addHook('onClose', cleanup);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('sensitive answers', () => {
  it('are not in the logs, saved or refused', async () => {
    const who = await createSignedInCandidate(app);
    const w9 = { ...(sampleSectionData(sectionByKey('formW9')) as Record<string, unknown>), ssn: '987-65-4321' };
    expect((await app.inject({ method: 'PUT', url: '/api/candidate/application/formW9', headers: who.auth, payload: { data: w9 } })).statusCode).toBe(200);
    const bad = await app.inject({ method: 'PUT', url: '/api/candidate/application/formW9', headers: who.auth, payload: { data: { ...w9, ssn: '987-65-432', zip: 'x' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain('987-65-432');
    const read = await app.inject({ method: 'GET', url: '/api/candidate/application', headers: who.auth });
    expect(read.json().data.sections.formW9.data.ssn).toBe('***-**-4321');
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('');
    expect(log).not.toContain('987-65-432');
    expect(log).not.toContain('987654321');
  });

  it('AES-256-GCM: each value has its own IV, and a changed byte is refused', () => {
    const cipher = createCipher('00'.repeat(32));
    const place = { candidateId: 'c1', table: 'application_sections', section: 'formW9', field: 'ssn' };
    const a = cipher.encrypt('123-45-6789', place);
    expect(a).not.toBe(cipher.encrypt('123-45-6789', place));
    expect(cipher.decrypt(a, place)).toBe('123-45-6789');
    const prefix = `enc:v2:${cipher.keyId}:`;
    const raw = Buffer.from(a.slice(prefix.length), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => cipher.decrypt(`${prefix}${raw.toString('base64')}`, place)).toThrow();
    expect(() => createCipher('11'.repeat(32)).decrypt(a, place)).toThrow();
  });
});

describe('DATA_ENCRYPTION_KEY', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const jwt = 'test-secret-0123456789-0123456789-abcdef';

  it('is taken from the environment as hex or base64', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: jwt, DATA_ENCRYPTION_KEY: hex }).secrets.dataKey).toBe(hex);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: jwt, DATA_ENCRYPTION_KEY: Buffer.from(hex, 'hex').toString('base64') }).secrets.dataKey).toBe(hex);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: jwt, DATA_ENCRYPTION_KEY: 'short' })).toThrow(
      'DATA_ENCRYPTION_KEY: must be 32 bytes, written as 64 hex characters or base64',
    );
  });

  it('older keys (they only decrypt) come from DATA_ENCRYPTION_OLD_KEYS or secrets.json', () => {
    const [current, old1, old2] = ['ab'.repeat(32), 'cd'.repeat(32), 'ef'.repeat(32)];
    const fromEnv = loadConfig({ DATA_DIR: dir, JWT_SECRET: jwt, DATA_ENCRYPTION_KEY: current, DATA_ENCRYPTION_OLD_KEYS: `${old1}, ${Buffer.from(old2, 'hex').toString('base64')},${current}` });
    expect(fromEnv.secrets).toMatchObject({ dataKey: current, previousDataKeys: [old1, old2] });
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: jwt, DATA_ENCRYPTION_OLD_KEYS: 'short' })).toThrow('DATA_ENCRYPTION_OLD_KEYS: each key must be 32 bytes');
    const sub = path.join(dir, 'rotated');
    mkdirSync(sub);
    writeFileSync(path.join(sub, 'secrets.json'), JSON.stringify({ jwt, dataKey: current, previousDataKeys: [old1] }));
    expect(loadConfig({ DATA_DIR: sub }).secrets).toMatchObject({ dataKey: current, previousDataKeys: [old1] });
  });

  it('is generated into DATA_DIR/secrets.json when unset, kept across starts, beside an existing JWT secret', () => {
    const sub = path.join(dir, 'old');
    mkdirSync(sub);
    writeFileSync(path.join(sub, 'secrets.json'), JSON.stringify({ jwt: jwt }));
    const first = loadConfig({ DATA_DIR: sub });
    expect(first.secrets.jwt).toBe(jwt);
    expect(first.secrets.dataKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(readFileSync(path.join(sub, 'secrets.json'), 'utf8'))).toEqual({ jwt, dataKey: first.secrets.dataKey });
    expect(loadConfig({ DATA_DIR: sub }).secrets.dataKey).toBe(first.secrets.dataKey);
  });
});
