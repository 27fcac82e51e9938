// /skills/checklist/test?name=<checklist> (take a checklist) or ?exam=<test> (a timed skills test), spec §2.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { TChecklistDraft, TSaveChecklistBody } from '@portal/shared/skills';
import { useSnackbar } from '../../../lib/toast';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCompleteChecklist } from '../api/complete-checklist';
import { draftKey, useDraft } from '../api/get-draft';
import { saveDraft } from '../api/save-draft';
import { ChecklistForm } from '../components/checklist-form';
import { LoadError, Loading } from '../components/page-state';
import { TimedTest } from '../components/timed-test';

export default function TakeTestPage() {
  const [params] = useSearchParams();
  const exam = params.get('exam');
  const name = params.get('name');
  if (exam) return <TimedTest slug={exam} />;
  if (!name) return <Navigate to="/skills/checklist/pickTest" replace />;
  return <TakeChecklist slug={name} />;
}

function TakeChecklist({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('skills');
  const draft = useDraft(slug, i18n.language);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const complete = useCompleteChecklist(slug);
  const save = useCallback(
    async (body: TSaveChecklistBody) => {
      const saved = await saveDraft(slug, body);
      // What the server kept is what a reload shows, in every language's copy; the form keeps its own state meanwhile.
      queryClient.setQueriesData<TChecklistDraft>({ queryKey: draftKey(slug) }, (old) =>
        old ? { ...old, answers: saved.answers, ageGroups: saved.ageGroups, progress: saved.progress } : old,
      );
      return saved;
    },
    [slug, queryClient],
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{draft.data ? draft.data.checklist.name : t('take.title')}</Typography>
      {draft.isPending && <Loading />}
      {draft.isError && <LoadError error={draft.error} retry={() => void draft.refetch()} />}
      {draft.data && (
        <>
          <Typography color="text.secondary">{draft.data.checklist.description}</Typography>
          <Typography variant="body2">{t('take.scaleHelp')}</Typography>
          <ChecklistForm
            key={slug}
            draft={draft.data}
            save={save}
            complete={async (body) => {
              const result = await complete.mutateAsync(body);
              queryClient.removeQueries({ queryKey: draftKey(slug) });
              enqueueSnackbar(result.message ?? t('take.done'), { variant: 'success' });
              void navigate('/skills/checklist');
            }}
          />
        </>
      )}
    </Stack>
  );
}
