// Housing near a job (spec §7 POST /api/auth/get-Housing-Data) behind one interface. The configured provider is an
// HTTP endpoint that takes the spec's payload as JSON and answers {results: [...]} (fields below); none configured
// means the feature is off, which the job page shows as information.
import type { THousingOption, ZHousingRequest } from '@portal/shared/schemas/housing';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

export type HousingSearch = z.output<typeof ZHousingRequest>;

export interface HousingProvider {
  search(request: HousingSearch): Promise<THousingOption[]>;
}

export const HOUSING_UNAVAILABLE = 'Housing search is unavailable at the moment.';
export const HOUSING_FAILED = 'The housing search did not answer. Please try again in a few minutes.';
const MAX_RESULTS = 50;

const text = z.string().trim().max(500);
/** Only web links reach the page: a `javascript:` URL from a provider must never become a link. */
const webUrl = z
  .string()
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value))
  .nullable()
  .catch(null);
const amount = z.number().finite().min(0).nullable().catch(null);

const ZProviderOption = z.object({
  id: z.union([z.string().max(200), z.number()]).transform(String),
  name: text.min(1),
  address: text.nullable().catch(null).default(null),
  city: text.nullable().catch(null).default(null),
  state: text.nullable().catch(null).default(null),
  distanceMiles: amount.default(null),
  nightlyRate: amount.default(null),
  totalPrice: amount.default(null),
  currency: z.string().regex(/^[A-Z]{3}$/).catch('USD').default('USD'),
  url: webUrl.default(null),
  imageUrl: webUrl.default(null),
});

const ZProviderAnswer = z.object({ results: z.array(z.unknown()) });

type Warn = (details: object, message: string) => void;

export function httpHousingProvider({ url, token, timeoutMs }: NonNullable<Config['housing']>, warn: Warn = () => {}): HousingProvider {
  return {
    async search(request) {
      const { org: _org, ...payload } = request;
      let answer: unknown;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`housing provider answered ${response.status}`);
        answer = await response.json();
      } catch (error) {
        warn({ err: error }, 'housing provider failed');
        throw new AppError(502, HOUSING_FAILED, 'HOUSING_FAILED');
      }
      const parsed = ZProviderAnswer.safeParse(answer);
      if (!parsed.success) {
        warn({ issues: parsed.error.issues.slice(0, 3) }, 'housing provider answered an unexpected shape');
        throw new AppError(502, HOUSING_FAILED, 'HOUSING_FAILED');
      }
      // One malformed listing does not hide the others.
      return parsed.data.results
        .map((item) => ZProviderOption.safeParse(item))
        .flatMap((result) => (result.success ? [result.data] : []))
        .slice(0, MAX_RESULTS);
    },
  };
}

export function createHousingProvider(config: Config['housing'], warn?: Warn): HousingProvider | null {
  return config ? httpHousingProvider(config, warn) : null;
}

export async function searchHousing(provider: HousingProvider | null, request: HousingSearch) {
  if (!provider) return { status: true as const, message: HOUSING_UNAVAILABLE, data: { available: false, results: [] } };
  return { status: true as const, data: { available: true, results: await provider.search(request) } };
}
