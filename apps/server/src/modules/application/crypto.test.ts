import { sectionByKey } from '@portal/shared/application/sections';
import { describe, expect, it } from 'vitest';
import { createCipheriv, randomBytes } from 'node:crypto';
import { createCipher, decryptSection, encryptSection, keyIdOf, maskSection, SealedValueError, unmaskSection, type Place } from './crypto';

const KEY = '0f'.repeat(32);
const cipher = createCipher(KEY);
const bg = sectionByKey('backgroundCheck');
const plain = { legalFirstName: 'Alex', ssn: '123-45-6789', dob: '03/15/1990', driversLicenseNumber: 'D1234567', driversLicenseState: 'TX', stateNotices: true };
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const ssnOf = (candidateId: string): Place => ({ candidateId, table: 'application_sections', section: 'backgroundCheck', field: 'ssn' });

/** A value of the first format (no associated data, no key id), as the portal wrote it before. */
function encryptV1(hexKey: string, value: unknown): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', Buffer.from(hexKey, 'hex'), iv);
  const body = Buffer.concat([c.update(JSON.stringify(value), 'utf8'), c.final()]);
  return `enc:v1:${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64')}`;
}

describe('sensitive values', () => {
  it('encrypts only the sensitive fields, for their candidate, and decrypts them back', () => {
    const stored = encryptSection(cipher, A, bg, plain) as Record<string, unknown>;
    expect(stored.stateNotices).toBe(true);
    for (const name of ['legalFirstName', 'ssn', 'dob', 'driversLicenseNumber', 'driversLicenseState']) {
      expect(String(stored[name])).toMatch(new RegExp(`^enc:v2:${cipher.keyId}:`));
    }
    expect(JSON.stringify(stored)).not.toContain('6789');
    expect(decryptSection(cipher, A, bg, stored)).toEqual(plain);
  });

  it('a value copied to another candidate, section, field or table does not decrypt: it is left out and reported', () => {
    const value = cipher.encrypt('123-45-6789', ssnOf(A));
    expect(cipher.decrypt(value, ssnOf(A))).toBe('123-45-6789');
    for (const place of [ssnOf(B), { ...ssnOf(A), field: 'dob' }, { ...ssnOf(A), section: 'formW9' }, { ...ssnOf(A), table: 'candidate_references' }, { ...ssnOf(A), row: 'x' }]) {
      expect(() => cipher.decrypt(value, place)).toThrow(SealedValueError);
    }
    const reported: string[] = [];
    const stored = encryptSection(cipher, A, bg, plain) as Record<string, unknown>;
    const moved = { ...stored, dob: stored.ssn };
    const read = decryptSection(cipher, A, bg, moved, { onUnavailable: (place, error) => reported.push(`${place.field}:${error.reason}`) }) as Record<string, unknown>;
    expect(read).toEqual({ ...plain, dob: undefined });
    expect('dob' in read).toBe(false);
    expect(reported).toEqual(['dob:does-not-decrypt']);
    // B's row holding A's values: nothing of A's is shown.
    const asB = decryptSection(cipher, B, bg, stored, { unavailable: '[unavailable]' }) as Record<string, unknown>;
    expect(asB).toMatchObject({ ssn: '[unavailable]', dob: '[unavailable]', stateNotices: true });
    expect(JSON.stringify(asB)).not.toContain('6789');
  });

  it('a plain string in an encrypted field is not shown as if it were encrypted; nothing is decrypted twice', () => {
    expect(() => cipher.decrypt('123-45-6789', ssnOf(A))).toThrow(SealedValueError);
    const aValue = cipher.encrypt('123-45-6789', ssnOf(A));
    // A's ciphertext typed into B's own sensitive field is encrypted as text for B and comes back as that text.
    const pasted = cipher.encrypt(aValue, ssnOf(B));
    expect(cipher.decrypt(pasted, ssnOf(B))).toBe(aValue);
  });

  it('v1 values (first format) still decrypt where they are read, with the current or an older key', () => {
    const v1 = encryptV1(KEY, '123-45-6789');
    expect(cipher.decrypt(v1, ssnOf(A))).toBe('123-45-6789');
    expect(cipher.isCurrent(v1)).toBe(false);
    const rotated = createCipher({ dataKey: 'aa'.repeat(32), previousDataKeys: [KEY] });
    expect(rotated.decrypt(v1, ssnOf(A))).toBe('123-45-6789');
    expect(() => createCipher('aa'.repeat(32)).decrypt(v1, ssnOf(A))).toThrow(SealedValueError);
  });

  it('key rotation: the current key encrypts, older keys decrypt, an unknown key id is refused', () => {
    const oldValue = cipher.encrypt('123-45-6789', ssnOf(A));
    const rotated = createCipher({ dataKey: 'aa'.repeat(32), previousDataKeys: [KEY] });
    expect(rotated.keyId).toBe(keyIdOf('aa'.repeat(32)));
    expect(rotated.keyId).not.toBe(cipher.keyId);
    expect(rotated.decrypt(oldValue, ssnOf(A))).toBe('123-45-6789');
    expect(rotated.isCurrent(oldValue)).toBe(false);
    const newValue = rotated.encrypt('123-45-6789', ssnOf(A));
    expect(newValue.startsWith(`enc:v2:${rotated.keyId}:`)).toBe(true);
    expect(rotated.isCurrent(newValue)).toBe(true);
    // The old key alone cannot read what the new key made.
    expect(() => cipher.decrypt(newValue, ssnOf(A))).toThrow(SealedValueError);
    try {
      cipher.decrypt(newValue, ssnOf(A));
    } catch (error) {
      expect((error as SealedValueError).reason).toBe('unknown-key');
    }
    expect(() => cipher.decrypt('enc:v2:zz:AAAA', ssnOf(A))).toThrow(SealedValueError);
    expect(() => cipher.decrypt(`enc:v2:${cipher.keyId}:AAAA`, ssnOf(A))).toThrow(SealedValueError);
  });
  it('masks identifiers: SSN last 4, date of birth to the year, driver’s licence last 4; EIN', () => {
    expect(maskSection(bg, plain)).toMatchObject({ ssn: '***-**-6789', dob: '**/**/1990', driversLicenseNumber: '****4567', legalFirstName: 'Alex' });
    expect(maskSection(sectionByKey('formW9'), { tinType: 'ein', ein: '12-3456789' })).toEqual({ tinType: 'ein', ein: '**-***6789' });
  });
  it('a masked value sent back keeps the stored one; a new value replaces it', () => {
    const masked = maskSection(bg, plain) as Record<string, unknown>;
    expect(unmaskSection(bg, masked, plain)).toEqual(plain);
    expect(unmaskSection(bg, { ...masked, ssn: '987-65-4321' }, plain)).toMatchObject({ ssn: '987-65-4321', dob: '03/15/1990' });
    // A masked value that does not match what is stored is left for the validator to refuse.
    expect(unmaskSection(bg, { ...masked, ssn: '***-**-0000' }, plain)).toMatchObject({ ssn: '***-**-0000' });
    expect(unmaskSection(bg, 'not an object', plain)).toBe('not an object');
    expect(unmaskSection(bg, [masked], plain)).toEqual([masked]);
  });
});
