// The references rule of spec §1 (at least 2 completed references, one from a Manager; no applying without them), for
// any page that offers applying: the candidate's status from GET /api/reference/status and a notice saying what is
// missing, with the way to /references. The server refuses a submission all the same; this says it before the click.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { RefStatus } from '@portal/shared/dashboard';
import { REFERENCES_REQUIRED } from '@portal/shared/schemas/references';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TFunction } from '../lib/use-translation';
import { useTranslation } from '../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { api } from '../lib/api-client';

export async function getReferenceStatus(): Promise<RefStatus> {
  return (await api.get<RefStatus>('/api/reference/status')).data;
}

export const referenceStatusQueryOptions = () => queryOptions({ queryKey: ['references', 'status'], queryFn: getReferenceStatus });

/**
 * `blocked` only when the server said the rule is not met (a failed load blocks nothing: the server decides);
 * `pending` until the first answer or the first failure (not through the retry), so a page can wait rather than move
 * its buttons when the notice comes.
 */
export function useReferenceRule() {
  const status = useQuery(referenceStatusQueryOptions());
  return { status: status.data, blocked: status.data ? !status.data.meetsRule : false, pending: status.isPending && status.failureCount === 0 };
}

/** The words of describeMissing() (shared/schemas/references.ts) in the candidate's language. */
function missingText(t: TFunction<'references'>, status: RefStatus): string {
  const count = Math.max(0, REFERENCES_REQUIRED - status.completed);
  if (count === 0) return t('rule.needManagerOnly');
  return status.managerCompleted ? t('rule.needMore', { count }) : t('rule.needMoreWithManager', { count });
}

/** What is missing, in the candidate's language (the words of the server's `missing`, which is English). */
export function ReferenceRuleMissing({ status }: { status: RefStatus }) {
  const { t } = useTranslation('references');
  return <>{missingText(t, status)}</>;
}

/** What is missing, in the candidate's language, and a link to the references page. */
export function ReferenceRuleNotice({ status, id, link = true }: { status: RefStatus; id?: string; link?: boolean }) {
  const { t } = useTranslation('references');
  if (status.meetsRule) return null;
  return (
    <Alert severity="info" id={id}>
      {missingText(t, status)}
      {link && (
        <>
          {' '}
          <Link component={RouterLink} to="/references">
            {t('rule.goToReferences')}
          </Link>
        </>
      )}
    </Alert>
  );
}
