import { sectionByKey } from '@portal/shared/application/sections';
import { describe, expect, it } from 'vitest';
import { createCipher, decryptSection, encryptSection, maskSection, unmaskSection } from './crypto';

const cipher = createCipher('0f'.repeat(32));
const bg = sectionByKey('backgroundCheck');
const plain = { legalFirstName: 'Alex', ssn: '123-45-6789', dob: '03/15/1990', driversLicenseNumber: 'D1234567', driversLicenseState: 'TX', stateNotices: true };

describe('sensitive values', () => {
  it('encrypts only the sensitive fields and decrypts them back', () => {
    const stored = encryptSection(cipher, bg, plain) as Record<string, unknown>;
    expect(stored.stateNotices).toBe(true);
    for (const name of ['legalFirstName', 'ssn', 'dob', 'driversLicenseNumber', 'driversLicenseState']) expect(String(stored[name])).toMatch(/^enc:v1:/);
    expect(JSON.stringify(stored)).not.toContain('6789');
    expect(decryptSection(cipher, bg, stored)).toEqual(plain);
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
