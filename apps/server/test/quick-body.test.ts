// quickSearchBody (modules/jobs/quick-body.ts) checks a search body without the schema: whenever it answers, the schema
// accepts the same body and gives the same value; whatever the schema refuses or changes, it leaves to the schema.
import { ZJobSearchRequest } from '@portal/shared/schemas/jobs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickSearchBody } from '../src/modules/jobs/quick-body';

/** Values near the edges of each rule: mostly good ones, some to trim or convert, some refused. */
const mostly = <T, U>(good: fc.Arbitrary<T>, other: fc.Arbitrary<U>) => fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: other, weight: 1 });
const state = mostly(fc.constantFrom('TX', 'CA', 'NY'), fc.constantFrom('tx', ' TX', 'XX', 'T', 'TXX', '', 5, null));
const text = mostly(fc.constantFrom('ICU', 'Med-Surg', 'CT Tech', 'x'.repeat(80)), fc.constantFrom(' ICU', 'ICU ', '', ' ', 'x'.repeat(81), 3, true));
const amount = (max: number) => mostly(fc.constantFrom(0, -0, 1, 8, 26, 1500.5, max), fc.constantFrom(max + 1, -1, '12', Number.NaN, Infinity, null));
const oneOrIn = (item: fc.Arbitrary<unknown>) =>
  mostly(
    fc.oneof(item, fc.record({ $in: fc.array(item, { maxLength: 4 }) })),
    fc.oneof(fc.record({ $in: fc.array(item, { maxLength: 2 }), $nin: fc.array(item, { maxLength: 1 }) }), fc.constant({}), fc.constant([]), fc.record({ $in: fc.constant('TX') })),
  );
const numberOrRange = (max: number) =>
  mostly(
    fc.oneof(amount(max), fc.record({ $gte: amount(max), $lte: amount(max), $gt: amount(max), $lt: amount(max) }, { requiredKeys: [] })),
    fc.oneof(fc.record({ $eq: amount(max) }), fc.constant({})),
  );

const filter = fc.record(
  {
    isOpen: mostly(fc.constant(true), fc.constantFrom(false, 'true')),
    isComplete: mostly(fc.constant(true), fc.constant(false)),
    State: oneOrIn(state),
    Submodality: oneOrIn(text),
    Modality: oneOrIn(text),
    Duration_Amount: numberOrRange(520),
    weeklyPay: numberOrRange(1_000_000),
    $or: mostly(
      fc.array(fc.record({ Submodality: text }), { minLength: 1, maxLength: 3 }),
      fc.oneof(fc.constant([]), fc.array(fc.oneof(fc.record({ Submodality: text, State: state }), fc.constant({})), { maxLength: 2 }), fc.constant('ICU')),
    ),
    City: mostly(fc.constant(undefined), fc.constant('Austin')),
  },
  { requiredKeys: [] },
).map((f) => {
  if (f.City === undefined) delete f.City;
  return f;
});

const body = mostly(
  fc
    .record(
      {
        filter: mostly(filter, fc.constantFrom(null, [])),
        projection: mostly(fc.dictionary(fc.constantFrom('_id', 'City', 'State', 'weeklyPay', 'createdAt'), fc.constantFrom(1, true)), fc.oneof(fc.record({ Nope: fc.constant(1) }), fc.record({ City: fc.constantFrom(0, '1') }), fc.constant(null))),
        page: mostly(fc.constantFrom(1, 2, 100_000), fc.constantFrom(100_001, 0, 1.5, '2', null)),
        perPage: mostly(fc.constantFrom(1, 12, 100), fc.constantFrom(101, 0, '12')),
        org: mostly(fc.constant('MHS'), fc.constantFrom('x'.repeat(65), 3)),
        extra: mostly(fc.constant(undefined), fc.constant(1)),
      },
      { requiredKeys: [] },
    )
    .map((b) => {
      if (b.extra === undefined) delete b.extra;
      return b;
    }),
  fc.constantFrom(null, [], 'text', 3),
);

describe('the quick check of a search body', () => {
  it('answers only what the schema gives for the same body', () => {
    let answered = 0;
    fc.assert(
      fc.property(body, (data) => {
        const quick = quickSearchBody(data);
        if (quick === undefined) return;
        answered += 1;
        const parsed = ZJobSearchRequest.safeParse(data);
        expect(parsed.success).toBe(true);
        expect(quick).toEqual(parsed.data);
      }),
      { numRuns: 20_000, seed: 21 },
    );
    // The property says something: a fair share of the bodies were answered.
    expect(answered).toBeGreaterThan(2000);
  });

  it('answers the bodies the web client sends', () => {
    const sent = {
      filter: {
        isOpen: true,
        isComplete: true,
        State: { $in: ['CA', 'NY', 'IL', 'AZ'] },
        $or: [{ Submodality: 'ICU' }, { Submodality: 'Telemetry' }],
        Modality: 'Nursing',
        Duration_Amount: { $gte: 8, $lte: 26 },
        weeklyPay: { $gte: 1500 },
      },
      projection: { Position_Name: 1, City: 1, createdAt: 1 },
      page: 2,
      perPage: 12,
      org: 'MHS',
    };
    expect(quickSearchBody(sent)).toEqual(ZJobSearchRequest.parse(sent));
    expect(quickSearchBody({})).toEqual(ZJobSearchRequest.parse({}));
  });
});
