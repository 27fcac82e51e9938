// Sensitive answers (fields marked `sensitive`: SSN, TIN, date of birth, driver's licence, health and background-check
// answers) are encrypted at rest with AES-256-GCM under the configured data key, and masked on the way out.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Field, Section } from '@portal/shared/application/contract';

const PREFIX = 'enc:v1:';

export type DataCipher = { encrypt(value: unknown): string; decrypt(value: unknown): unknown };

export function createCipher(hexKey: string): DataCipher {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new Error('the data key must be 32 bytes');
  return {
    encrypt(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(value) {
      if (typeof value !== 'string' || !value.startsWith(PREFIX)) return value;
      const raw = Buffer.from(value.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as unknown;
    },
  };
}

type Entry = Record<string, unknown>;
const entriesOf = (section: Section, data: unknown): Entry[] =>
  section.repeat ? (Array.isArray(data) ? (data as Entry[]) : []) : data && typeof data === 'object' ? [data as Entry] : [];

/** Names holding sensitive values in an entry: the field and its siblings (an explanation of a sensitive Yes). */
const sensitiveNames = (field: Field): string[] => (field.sensitive ? [field.name, `${field.name}Explain`] : []);

function mapEntries(section: Section, data: unknown, fn: (entry: Entry, index: number) => Entry): unknown {
  if (data === null || data === undefined) return data;
  if (section.repeat) return entriesOf(section, data).map(fn);
  return fn(data as Entry, 0);
}

export function encryptSection(cipher: DataCipher, section: Section, data: unknown): unknown {
  const names = section.fields.flatMap(sensitiveNames);
  if (!names.length) return data;
  return mapEntries(section, data, (entry) => {
    const out = { ...entry };
    for (const name of names) if (out[name] !== undefined) out[name] = cipher.encrypt(out[name]);
    return out;
  });
}

export function decryptSection(cipher: DataCipher, section: Section, data: unknown): unknown {
  const names = section.fields.flatMap(sensitiveNames);
  if (!names.length) return data;
  return mapEntries(section, data, (entry) => {
    const out = { ...entry };
    for (const name of names) if (out[name] !== undefined) out[name] = cipher.decrypt(out[name]);
    return out;
  });
}

const last4 = (value: string) => value.replace(/\D/g, '').slice(-4);

/**
 * How a sensitive value is shown: SSN `***-**-1234`, EIN `**-***1234`, date of birth as its year only (stars, then 1990), a driver's licence
 * `****1234`. Other sensitive answers (health, names for the background check) are shown to their owner as typed.
 */
export function maskValue(field: Field, value: unknown): unknown {
  if (!field.sensitive || typeof value !== 'string' || value === '') return value;
  if (field.kind === 'text' && field.mask === 'ssn') return `***-**-${last4(value)}`;
  if (field.kind === 'text' && field.mask === 'ein') return `**-***${last4(value)}`;
  if (field.kind === 'date' && field.name === 'dob') return `**/**/${value.slice(-4)}`;
  if (field.kind === 'text' && /license|licence/i.test(field.name)) return `****${value.slice(-4)}`;
  return value;
}

export function maskSection(section: Section, data: unknown): unknown {
  if (!section.fields.some((f) => f.sensitive)) return data;
  return mapEntries(section, data, (entry) => {
    const out = { ...entry };
    for (const field of section.fields) if (out[field.name] !== undefined) out[field.name] = maskValue(field, out[field.name]);
    return out;
  });
}

/** A masked value sent back unchanged means "keep what is stored": it is replaced by the stored value before checks. */
export function unmaskSection(section: Section, incoming: unknown, stored: unknown): unknown {
  if (!section.fields.some((f) => f.sensitive)) return incoming;
  const previous = entriesOf(section, stored);
  if (incoming === null || typeof incoming !== 'object' || Boolean(section.repeat) !== Array.isArray(incoming)) return incoming;
  return mapEntries(section, incoming, (entry, index) => {
    if (!entry || typeof entry !== 'object') return entry;
    const out = { ...entry };
    const before = previous[index] ?? {};
    for (const field of section.fields) {
      const value = out[field.name];
      if (typeof value === 'string' && /\*/.test(value) && before[field.name] !== undefined && maskValue(field, before[field.name]) === value) {
        out[field.name] = before[field.name];
      }
    }
    return out;
  });
}
