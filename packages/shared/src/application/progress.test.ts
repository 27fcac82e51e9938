import { describe, expect, it } from 'vitest';
import { SECTION_KEYS } from './contract';
import { applicationDetails, completenessPercent, completionFlags, firstMissingSection, isProfileComplete, wizardStep } from './progress';

const allComplete = Object.fromEntries(SECTION_KEYS.map((k) => [k, 'complete' as const]));
const times = { createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z' };

describe('completion flags', () => {
  it('complete and not applicable count, drafts do not', () => {
    const flags = completionFlags({ personalInfo: 'complete', education: 'draft', medicalTraining: 'notApplicable' });
    expect(flags.personalInfo).toBe(true);
    expect(flags.education).toBe(false);
    expect(flags.medicalTraining).toBe(true);
    expect(flags.backgroundCheck).toBe(false);
    expect(Object.keys(flags)).toEqual([...SECTION_KEYS]);
  });
  it('applicationDetails carries createdAt and updatedAt', () => {
    expect(applicationDetails({}, times)).toMatchObject({ personalInfo: false, ...times });
  });
});

describe('spec §4 wizard step', () => {
  it('is the first missing section in order, 0 when all exist', () => {
    expect(wizardStep(null)).toBe(0);
    expect(wizardStep(applicationDetails({}, times))).toBe(0);
    expect(wizardStep(applicationDetails({ personalInfo: 'complete' }, times))).toBe(1);
    expect(wizardStep(applicationDetails({ personalInfo: 'complete', education: 'complete', boardCert: 'complete' }, times))).toBe(2);
    const allButLast = { ...allComplete, backgroundCheck: 'draft' as const };
    expect(wizardStep(applicationDetails(allButLast, times))).toBe(17);
    expect(firstMissingSection(applicationDetails(allButLast, times))).toBe('backgroundCheck');
    expect(wizardStep(applicationDetails(allComplete, times))).toBe(0);
    expect(firstMissingSection(applicationDetails(allComplete, times))).toBeNull();
    SECTION_KEYS.forEach((key, step) => {
      expect(wizardStep(applicationDetails({ ...allComplete, [key]: 'draft' }, times))).toBe(step);
    });
  });
});

describe('spec §4 profile complete', () => {
  const details = applicationDetails(allComplete, times);
  it('needs every flag and a resume', () => {
    expect(isProfileComplete(details, { id: 'r' })).toBe(true);
    expect(isProfileComplete(details, null)).toBe(false);
    expect(isProfileComplete({ ...details, healthStatus: false }, { id: 'r' })).toBe(false);
    expect(isProfileComplete(null, { id: 'r' })).toBe(false);
  });
  it('ignores createdAt, updatedAt and clinicalCapabilities, but not other flags', () => {
    expect(isProfileComplete({ ...details, clinicalCapabilities: false, createdAt: null, updatedAt: null }, { id: 'r' })).toBe(true);
    expect(isProfileComplete({ ...details, somethingElse: false }, { id: 'r' })).toBe(false);
  });
  it('completeness percentage over 18 sections and the resume', () => {
    expect(completenessPercent(null, false)).toBe(0);
    expect(completenessPercent(details, false)).toBe(94);
    expect(completenessPercent(details, true)).toBe(100);
    expect(completenessPercent(applicationDetails({ personalInfo: 'complete' }, times), true)).toBe(10);
  });
});

describe('health status before an offer (domain.md §5: post-offer health documents do not count)', () => {
  const { healthStatus: _skip, ...allButHealth } = allComplete;
  const before = applicationDetails(allButHealth, times, { offerRecorded: false });
  it('is not yet due: null, never the step, not missing for profile complete', () => {
    expect(before.healthStatus).toBeNull();
    expect(firstMissingSection(before)).toBeNull();
    expect(wizardStep(before)).toBe(0);
    expect(isProfileComplete(before, { id: 'r' })).toBe(true);
    expect(completenessPercent(before, true)).toBe(100);
    expect(completenessPercent(before, false)).toBe(94);
  });
  it('is due once an offer is recorded', () => {
    const after = applicationDetails(allButHealth, times, { offerRecorded: true });
    expect(after.healthStatus).toBe(false);
    expect(firstMissingSection(after)).toBe('healthStatus');
    expect(isProfileComplete(after, { id: 'r' })).toBe(false);
  });
  it('a health status completed earlier still shows as complete', () => {
    expect(applicationDetails(allComplete, times, { offerRecorded: false }).healthStatus).toBe(true);
  });
});
