import { describe, expect, it } from 'vitest';
import { ZPublicJobsQuery } from '../schemas/jobs';
import { buildJobFilter, publicQueryToForm } from './job-filter';
import { parseJobFilter } from './job-filter-parse';

const COMPACT = ['AZ', 'TX', 'FL'];

describe('buildJobFilter (spec §5 "Job search")', () => {
  it('always restricts to open and complete jobs, and drops everything empty', () => {
    expect(buildJobFilter({}, COMPACT)).toEqual({ isOpen: true, isComplete: true });
    expect(
      buildJobFilter({ state: [], compactState: false, specialties: ['', '  '], modaility: ' ', durationWeek: null, salary: [0, 5000] }, COMPACT),
    ).toEqual({ isOpen: true, isComplete: true });
  });

  it('uses the chosen states', () => {
    expect(buildJobFilter({ state: ['CA', 'NY'] }, COMPACT).State).toEqual({ $in: ['CA', 'NY'] });
  });

  it('adds the compact-state codes when compactState is set, without duplicates', () => {
    expect(buildJobFilter({ state: ['CA', 'TX'], compactState: true }, COMPACT).State).toEqual({ $in: ['CA', 'TX', 'AZ', 'FL'] });
    expect(buildJobFilter({ compactState: true }, COMPACT).State).toEqual({ $in: COMPACT });
    expect(buildJobFilter({ state: ['CA'], compactState: false }, COMPACT).State).toEqual({ $in: ['CA'] });
  });

  it('ORs the specialties over Submodality', () => {
    expect(buildJobFilter({ specialties: ['ICU', 'PCT', 'ICU'] }, COMPACT).$or).toEqual([{ Submodality: 'ICU' }, { Submodality: 'PCT' }]);
  });

  it('matches the modality exactly (spec spelling modaility)', () => {
    expect(buildJobFilter({ modaility: 'Nursing' }, COMPACT).Modality).toBe('Nursing');
  });

  it('keeps the duration between the two range values inclusive, in either order', () => {
    expect(buildJobFilter({ durationWeek: [4, 13] }, COMPACT).Duration_Amount).toEqual({ $gte: 4, $lte: 13 });
    expect(buildJobFilter({ durationWeek: [13, 4] }, COMPACT).Duration_Amount).toEqual({ $gte: 4, $lte: 13 });
    expect(buildJobFilter({ durationWeek: [8, null] }, COMPACT).Duration_Amount).toEqual({ $gte: 8 });
    expect(buildJobFilter({ durationWeek: [null, 8] }, COMPACT).Duration_Amount).toEqual({ $lte: 8 });
  });

  it('applies the minimum weekly pay only when the salary lower bound is above 0', () => {
    expect(buildJobFilter({ salary: [1500, 5000] }, COMPACT).weeklyPay).toEqual({ $gte: 1500 });
    expect(buildJobFilter({ salary: [0, 5000] }, COMPACT).weeklyPay).toBeUndefined();
    expect(buildJobFilter({ salary: [-5, 5000] }, COMPACT).weeklyPay).toBeUndefined();
  });

  it('produces a filter the whitelist accepts', () => {
    const filter = buildJobFilter(
      { state: ['CA'], compactState: true, specialties: ['ICU', 'PCT'], modaility: 'Nursing', durationWeek: [4, 26], salary: [1200, 9000] },
      COMPACT,
    );
    const parsed = parseJobFilter(filter);
    expect(parsed).toEqual({
      ok: true,
      query: [
        { field: 'State', in: ['CA', 'AZ', 'TX', 'FL'] },
        { field: 'Modality', in: ['Nursing'] },
        { field: 'Submodality', in: ['ICU', 'PCT'] },
        { field: 'Duration_Amount', gte: 4, lte: 26 },
        { field: 'weeklyPay', gte: 1200 },
      ],
    });
  });
});

describe('parseJobFilter (whitelist of fields and operators)', () => {
  it('accepts the spec §7 shape and plain values', () => {
    expect(parseJobFilter({ isOpen: true, isComplete: true, State: { $in: ['tx'] }, $or: [{ Submodality: 'ICU' }] })).toEqual({
      ok: true,
      query: [
        { field: 'State', in: ['TX'] },
        { field: 'Submodality', in: ['ICU'] },
      ],
    });
    expect(parseJobFilter({ State: 'CA', Submodality: { $in: ['CNA'] }, weeklyPay: 2000, Duration_Amount: { $gt: 4, $lt: 20 } })).toEqual({
      ok: true,
      query: [
        { field: 'State', in: ['CA'] },
        { field: 'Submodality', in: ['CNA'] },
        { field: 'Duration_Amount', gt: 4, lt: 20 },
        { field: 'weeklyPay', gte: 2000, lte: 2000 },
      ],
    });
    expect(parseJobFilter(undefined)).toEqual({ ok: true, query: [] });
  });

  const rejected = (input: unknown) => {
    const result = parseJobFilter(input);
    expect(result.ok).toBe(false);
    return result.ok ? { ok: true, message: '', path: '' } : result;
  };

  it('rejects unknown fields, naming them', () => {
    expect(rejected({ City: 'Austin' }).message).toContain('"City" is not allowed');
    expect(rejected({ VMS_Name: 'x' }).message).toContain('"VMS_Name"');
    expect(rejected({ __proto__: { polluted: 1 }, constructor: 'x' }).message).toContain('not allowed');
  });

  it('rejects operators outside the whitelist such as $where, $regex, $ne, $expr', () => {
    expect(rejected({ $where: 'sleep(1000)' }).message).toContain('"$where" is not allowed');
    expect(rejected({ $expr: { $gt: ['$weeklyPay', 0] } }).message).toContain('"$expr"');
    expect(rejected({ State: { $ne: 'TX' } }).message).toBe('Operator(s) on State: "$ne" is not allowed. Allowed: $in.');
    expect(rejected({ Modality: { $regex: '.*' } }).message).toContain('"$regex" is not allowed');
    expect(rejected({ weeklyPay: { $gte: 1, $where: 'x' } }).message).toContain('"$where" is not allowed');
    expect(rejected({ $or: [{ Submodality: 'ICU' }, { State: 'TX' }] }).message).toContain('"State" is not allowed');
    expect(rejected({ $and: [{ State: 'TX' }] }).message).toContain('"$and"');
  });

  it('rejects nested objects and wrong types where a value belongs', () => {
    expect(rejected({ State: { $in: [{ $gt: '' }] } }).ok).toBe(false);
    expect(rejected({ $or: [{ Submodality: { $regex: '.*' } }] }).message).toBe('Must be a text value.');
    expect(rejected({ Submodality: ['ICU'] }).ok).toBe(false);
    expect(rejected({ weeklyPay: { $gte: '1000' } }).message).toBe('Must be a number.');
    expect(rejected({ Duration_Amount: { $gte: { $gte: 1 } } }).ok).toBe(false);
    expect(rejected({ State: 'Texas; DROP TABLE jobs' }).message).toBe('Please use a 2-letter US state code such as TX.');
    expect(rejected('State = TX').ok).toBe(false);
    expect(rejected([{ State: 'TX' }]).ok).toBe(false);
    expect(rejected({ weeklyPay: Number.POSITIVE_INFINITY }).ok).toBe(false);
  });

  it('rejects huge lists', () => {
    expect(rejected({ State: { $in: Array.from({ length: 101 }, () => 'TX') } }).message).toBe('State.$in takes at most 100 values.');
    expect(rejected({ $or: Array.from({ length: 101 }, () => ({ Submodality: 'ICU' })) }).message).toBe('$or takes at most 100 entries.');
    expect(rejected({ Submodality: 'x'.repeat(81) }).message).toBe('At most 80 characters.');
  });

  it('refuses to search closed or incomplete jobs', () => {
    expect(rejected({ isOpen: false }).message).toBe('Only open jobs can be searched (isOpen must be true).');
    expect(rejected({ isComplete: false }).message).toBe('Only complete jobs can be searched (isComplete must be true).');
  });

  it('points at the failing place', () => {
    expect(rejected({ State: { $in: ['TX', 'ZZ'] } }).path).toBe('filter.State.$in.1');
  });
});

describe('publicQueryToForm', () => {
  it('reads a board search from query parameters', () => {
    const query = ZPublicJobsQuery.parse({ state: 'tx, ca', compactState: 'true', specialties: 'ICU,PCT', durationMin: '4', minPay: '1500' });
    expect(buildJobFilter(publicQueryToForm(query), ['AZ'])).toEqual({
      isOpen: true,
      isComplete: true,
      State: { $in: ['TX', 'CA', 'AZ'] },
      $or: [{ Submodality: 'ICU' }, { Submodality: 'PCT' }],
      Duration_Amount: { $gte: 4 },
      weeklyPay: { $gte: 1500 },
    });
  });
});
