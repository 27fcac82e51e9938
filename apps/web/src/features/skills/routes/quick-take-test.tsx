// /quick/skills/checklist/test?name=<checklist>: the checklist of a quick application, saved as it is answered, signed
// and sent at the end.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { samePreviousIn } from '../api/language-placeholder';
import { finishQuickApplication, getQuickChecklist, quickPath, readQuickDraft, saveQuickChecklist } from '../api/quick-apply';
import { ChecklistForm } from '../components/checklist-form';
import { LoadError, Loading } from '../components/page-state';
import { NoDraft } from './quick-pick-test';

export default function QuickTakeTestPage() {
  const [params] = useSearchParams();
  const slug = params.get('name');
  if (!readQuickDraft()) return <NoDraft />;
  if (!slug) return <Navigate to={quickPath('/quick/skills/checklist/pickTest')} replace />;
  return <QuickChecklist slug={slug} />;
}

function QuickChecklist({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation(['quickApply', 'skills']);
  const navigate = useNavigate();
  // In the page's language (sent as Accept-Language); the form stays while another language's text comes.
  const draft = useQuery({
    queryKey: ['quick', 'checklist', slug, i18n.language],
    queryFn: () => getQuickChecklist(slug),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
    placeholderData: samePreviousIn(slug),
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Typography variant="h1">{draft.data?.checklist.name ?? t('take.title')}</Typography>
      {draft.isPending && <Loading />}
      {draft.isError && <LoadError error={draft.error} />}
      {draft.data && (
        <>
          <Typography color="text.secondary">{draft.data.checklist.description}</Typography>
          <Typography variant="body2">{t('take.scaleHelp', { ns: 'skills' })}</Typography>
          <ChecklistForm
            draft={draft.data}
            save={(body) => saveQuickChecklist(slug, body)}
            submitLabel={t('take.send')}
            complete={async (body) => {
              await finishQuickApplication(body);
              void navigate(quickPath('/quick/success'));
            }}
          />
        </>
      )}
    </Stack>
  );
}
