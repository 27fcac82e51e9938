// Choosing a checklist (spec §2 /skills/checklist/pickTest and /quick/skills/checklist/pickTest): a category (Nursing,
// Allied), then a checklist of it. The chosen name and category are kept on this device (spec §3 "saved test name and
// category"), so coming back pre-selects them.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { SKILL_CATEGORIES, type TChecklistSummary } from '@portal/shared/skills';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-client';
import { readJson, writeJson } from '../../../lib/storage';
import { useSkillsCategory } from '../api/get-skills-category';

export const SAVED_TEST_KEY = 'skillsSavedTest';
type Saved = { name: string; category: string };

type Props = {
  quick: boolean;
  onPick: (checklist: TChecklistSummary) => void;
  /** The checklist of the role the candidate chose (quick apply): its category opens, and it is offered first. */
  suggested?: string | null;
};

export function PickChecklist({ quick, onPick, suggested }: Props) {
  const { t, i18n } = useTranslation('skills');
  const catalogue = useSkillsCategory(quick, i18n.language);
  const saved = readJson<Saved>(SAVED_TEST_KEY);
  const savedCategory = saved?.category && (SKILL_CATEGORIES as readonly string[]).includes(saved.category) ? saved.category : null;
  // Null until the candidate picks a tab: the suggested checklist's category, else the one saved on this device.
  const [picked, setPicked] = useState<string | null>(null);
  if (catalogue.isPending)
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('pick.loading')}</Typography>
      </Stack>
    );
  if (catalogue.isError)
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void catalogue.refetch()}>{t('retry')}</Button>}>
        {errorMessage(catalogue.error)}
      </Alert>
    );
  const suggestion = suggested ? catalogue.data.flatMap((c) => c.checklists).find((c) => c.slug === suggested) : undefined;
  const category = picked ?? suggestion?.category ?? savedCategory ?? 'Nursing';
  const group = catalogue.data.find((c) => c.category === category);
  // The suggested checklist first; otherwise the catalogue's order.
  const listed = group ? [...group.checklists].sort((a, b) => Number(b.slug === suggestion?.slug) - Number(a.slug === suggestion?.slug)) : [];
  const marked = suggestion?.slug ?? saved?.name;
  const choose = (checklist: TChecklistSummary) => {
    writeJson(SAVED_TEST_KEY, { name: checklist.slug, category: checklist.category } satisfies Saved);
    onPick(checklist);
  };
  return (
    <Stack spacing={2}>
      <Tabs value={category} onChange={(_, value: string) => setPicked(value)} aria-label={t('pick.categories')}>
        {SKILL_CATEGORIES.map((c) => (
          <Tab key={c} value={c} label={t(`categories.${c}`)} id={`tab-${c}`} aria-controls="checklist-choices" />
        ))}
      </Tabs>
      <Stack id="checklist-choices" role="tabpanel" aria-labelledby={`tab-${category}`} spacing={1.5}>
        {!listed.length && <Typography>{t('pick.none')}</Typography>}
        {listed.map((checklist) => (
          <Card key={checklist.slug} variant="outlined" sx={marked === checklist.slug ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
            <CardContent sx={{ pb: 1 }}>
              {suggestion?.slug === checklist.slug && <Chip size="small" color="primary" label={t('pick.suggested')} sx={{ mb: 1 }} />}
              <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
                {checklist.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {checklist.description}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('pick.items', { count: checklist.itemCount })}
              </Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button variant="contained" size="small" onClick={() => choose(checklist)} aria-label={t('pick.start', { name: checklist.name })}>
                {t('pick.startShort')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
