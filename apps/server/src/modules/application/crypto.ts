// Sensitive answers (fields marked `sensitive`: SSN, TIN, date of birth, driver's licence, health and background-check
// answers) and referees' answers are encrypted at rest with AES-256-GCM, and masked on the way out.
//
// A value is `enc:v2:<key id>:<base64 of IV, tag, ciphertext>`. Its associated data names its owner and place (the
// candidate, the table, the section, the field, the row): a value copied to another candidate, another field or another
// row does not decrypt. The key id names the key it was made with: the current key encrypts, older keys still decrypt
// until `portal crypto:rotate` has re-encrypted everything (docs/decisions/025-encrypted-values-bound-to-place.md).
// Values of the first format, `enc:v1:` (no associated data, no key id), are read only in the place they were made for,
// until the start-up step re-encrypts them as v2 (sealed.ts).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Field, Section } from '@portal/shared/application/contract';

const V1 = 'enc:v1:';
const V2 = 'enc:v2:';

/** Where a value is kept: its owner and its place. Part of its associated data, so it decrypts only there. */
export type Place = { candidateId: string; table: string; field: string; section?: string; row?: string };

/** The data keys: the current one (encrypts) and older ones (only decrypt), each 32 bytes as hex. */
export type DataKeys = { dataKey: string; previousDataKeys?: readonly string[] };

/** A value that does not decrypt where it is read: moved, forged, or made with a key that is no longer configured. */
export class SealedValueError extends Error {
  constructor(readonly reason: 'not-encrypted' | 'unknown-key' | 'does-not-decrypt') {
    super(`encrypted value unavailable (${reason})`);
  }
}

export type DataCipher = {
  /** The id of the current key (in every value it encrypts). */
  keyId: string;
  encrypt(value: unknown, place: Place): string;
  /** The value kept at `place`; throws SealedValueError when it is not a value made for that place with a known key. */
  decrypt(value: unknown, place: Place): unknown;
  /** True when the value is in the current format under the current key (nothing for a rotation to do). */
  isCurrent(value: unknown): boolean;
};

/** A key's id: 8 hex characters of a hash of the key (names the key without revealing it). */
export const keyIdOf = (hexKey: string) => createHash('sha256').update('portal data key\0').update(Buffer.from(hexKey, 'hex')).digest('hex').slice(0, 8);

const associatedData = (place: Place) =>
  Buffer.from(JSON.stringify(['portal', place.candidateId, place.table, place.section ?? '', place.field, place.row ?? '']), 'utf8');

function toKey(hexKey: string): Buffer {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new Error('the data key must be 32 bytes');
  return key;
}

function open(key: Buffer, raw: Buffer, aad: Buffer | null): unknown {
  if (raw.length < 29) throw new SealedValueError('does-not-decrypt');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    if (aad) decipher.setAAD(aad);
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as unknown;
  } catch {
    throw new SealedValueError('does-not-decrypt');
  }
}

export function createCipher(keys: DataKeys | string): DataCipher {
  const { dataKey, previousDataKeys = [] } = typeof keys === 'string' ? { dataKey: keys } : keys;
  const current = toKey(dataKey);
  const keyId = keyIdOf(dataKey);
  const byId = new Map<string, Buffer>([[keyId, current]]);
  for (const hex of previousDataKeys) if (!byId.has(keyIdOf(hex))) byId.set(keyIdOf(hex), toKey(hex));
  return {
    keyId,
    encrypt(value, place) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(associatedData(place));
      const body = Buffer.concat([cipher.update(JSON.stringify(value ?? null), 'utf8'), cipher.final()]);
      return `${V2}${keyId}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(value, place) {
      if (typeof value !== 'string') throw new SealedValueError('not-encrypted');
      if (value.startsWith(V2)) {
        const rest = value.slice(V2.length);
        const colon = rest.indexOf(':');
        const key = colon > 0 ? byId.get(rest.slice(0, colon)) : undefined;
        if (!key) throw new SealedValueError('unknown-key');
        return open(key, Buffer.from(rest.slice(colon + 1), 'base64'), associatedData(place));
      }
      if (value.startsWith(V1)) {
        // The first format names no key and binds no place: any configured key may have made it. The caller reads it
        // only in a field encrypted by design, of the row it is in, until it is re-encrypted.
        const raw = Buffer.from(value.slice(V1.length), 'base64');
        for (const key of byId.values()) {
          try {
            return open(key, raw, null);
          } catch {
            // the next key
          }
        }
        throw new SealedValueError('does-not-decrypt');
      }
      throw new SealedValueError('not-encrypted');
    },
    isCurrent(value) {
      return typeof value === 'string' && value.startsWith(`${V2}${keyId}:`);
    },
  };
}

type Entry = Record<string, unknown>;
const entriesOf = (section: Section, data: unknown): Entry[] =>
  section.repeat ? (Array.isArray(data) ? (data as Entry[]) : []) : data && typeof data === 'object' ? [data as Entry] : [];

/** Names holding sensitive values in an entry: the field and its siblings (an explanation of a sensitive Yes). */
const sensitiveNames = (field: Field): string[] => (field.sensitive ? [field.name, `${field.name}Explain`] : []);

/** The names of a section's entries that are encrypted by design (the one list: `sensitive` in the section's fields). */
export const encryptedNames = (section: Section): string[] => section.fields.flatMap(sensitiveNames);

/** The place of an application answer: the candidate's row of `application_sections`, its section and field. */
export const answerPlace = (candidateId: string, section: Section, field: string): Place => ({
  candidateId,
  table: 'application_sections',
  section: section.key,
  field,
});

function mapEntries(section: Section, data: unknown, fn: (entry: Entry, index: number) => Entry): unknown {
  if (data === null || data === undefined) return data;
  if (section.repeat) return entriesOf(section, data).map(fn);
  return fn(data as Entry, 0);
}

export function encryptSection(cipher: DataCipher, candidateId: string, section: Section, data: unknown): unknown {
  const names = encryptedNames(section);
  if (!names.length) return data;
  return mapEntries(section, data, (entry) => {
    const out = { ...entry };
    for (const name of names) if (out[name] !== undefined) out[name] = cipher.encrypt(out[name], answerPlace(candidateId, section, name));
    return out;
  });
}

export type DecryptOptions = {
  /** What stands for a value that does not decrypt (default: the value is left out, as if never answered). */
  unavailable?: unknown;
  /** Told of each value that does not decrypt (to log it; never with the value). */
  onUnavailable?: (place: Place, error: SealedValueError) => void;
};

/**
 * The section's plain values. Only the fields encrypted by design are decrypted, each for its own place; a value there
 * that does not decrypt (moved from another candidate or field, or made with a key no longer configured) is never
 * shown: it is left out (or replaced by `unavailable`) and reported. Every other value is returned as it is stored.
 */
export function decryptSection(cipher: DataCipher, candidateId: string, section: Section, data: unknown, options: DecryptOptions = {}): unknown {
  const names = encryptedNames(section);
  if (!names.length) return data;
  return mapEntries(section, data, (entry) => {
    if (!entry || typeof entry !== 'object') return entry;
    const out = { ...entry };
    for (const name of names) {
      if (out[name] === undefined) continue;
      const place = answerPlace(candidateId, section, name);
      try {
        out[name] = cipher.decrypt(out[name], place);
      } catch (error) {
        if (!(error instanceof SealedValueError)) throw error;
        options.onUnavailable?.(place, error);
        if (options.unavailable === undefined) delete out[name];
        else out[name] = options.unavailable;
      }
    }
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
