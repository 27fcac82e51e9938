// "What to do next", in order (issue: application step and completeness, references, skills checklists, expiring
// documents). Each step reads its capability's part of the dashboard data and says plainly when there is none.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { SECTION_KEYS } from '@portal/shared/application/contract';
import type { DashboardData } from '@portal/shared/dashboard';
import type { ReactNode } from 'react';
import { ReferenceRuleMissing } from '../../../components/reference-rule-notice';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { useUserDataChecklists } from '../api/user-data';
import { DashboardCard } from './card';
import { formatDate } from './format';

function Step({ id, title, done, children, action }: { id: string; title: string; done: boolean; children: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }} data-testid={`step-${id}`}>
      {done ? (
        <CheckCircleIcon color="success" titleAccess={t('next.done')} sx={{ mt: 0.25 }} />
      ) : (
        <RadioButtonUncheckedIcon color="action" titleAccess={t('next.todo')} sx={{ mt: 0.25 }} />
      )}
      <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
        {action}
      </Stack>
    </Box>
  );
}

/** The newest checklists listed on the dashboard; the Skills Checklist page lists them all. */
const CHECKLISTS_SHOWN = 5;

export function NextSteps({ data }: { data: DashboardData }) {
  const { t, i18n } = useTranslation(['dashboard', 'application']);
  const lng = i18n.language;
  const cands = data.cands;
  const ref = data.refStatus;
  const skills = data.skills;
  const expiring = cands?.expiring ?? [];
  const applicationDone = Boolean(cands && cands.completeness >= 100);
  // spec §3 UserData.skillsChecklist: each of the candidate's checklists with when it was started (createdAt).
  const checklists = useUserDataChecklists().data ?? [];

  return (
    <DashboardCard id="next" title={t('next.title')}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Step
          id="application"
          title={t('next.application')}
          done={applicationDone}
          action={
            <Button
              component={RouterLink}
              to={applicationDone ? '/application/review' : '/application'}
              size="small"
              variant={applicationDone ? 'text' : 'contained'}
              sx={{ alignSelf: 'flex-start' }}
            >
              {applicationDone ? t('next.reviewApplication') : t('next.continueApplication')}
            </Button>
          }
        >
          {cands ? (
            <>
              <Typography variant="body2">
                {applicationDone
                  ? t('next.applicationDone')
                  : t('next.applicationStep', {
                      step: cands.step + 1,
                      total: SECTION_KEYS.length,
                      section: t(`sections.${cands.stepKey}.title`, { ns: 'application', defaultValue: cands.stepKey }),
                    })}
                {cands.submittedAt ? ` ${t('next.applicationSubmitted', { date: formatDate(cands.submittedAt, lng) })}` : ''}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <LinearProgress
                  variant="determinate"
                  value={cands.completeness}
                  sx={{ flex: 1, height: 8, borderRadius: 4 }}
                  aria-label={t('next.completeness', { percent: cands.completeness })}
                />
                <Typography variant="body2" sx={{ fontWeight: 600, minWidth: '9ch', textAlign: 'end' }} data-testid="completeness">
                  {t('next.completeness', { percent: cands.completeness })}
                </Typography>
              </Stack>
              {!cands.hasResume && <Typography variant="body2" color="text.secondary">{t('next.resumeMissing')}</Typography>}
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">{t('nothingYet')}</Typography>
          )}
        </Step>

        <Step
          id="references"
          title={t('next.references')}
          done={Boolean(ref?.meetsRule)}
          action={
            <Button component={RouterLink} to="/references" size="small" sx={{ alignSelf: 'flex-start' }}>
              {t('next.manageReferences')}
            </Button>
          }
        >
          {ref ? (
            <>
              <Typography variant="body2">{t('next.referencesCounts', { completed: ref.completed, awaiting: ref.awaiting })}</Typography>
              <Typography variant="body2" color={ref.meetsRule ? 'success.main' : 'text.secondary'}>
                {ref.meetsRule ? t('next.referencesMet') : ref.missing ? <ReferenceRuleMissing status={ref} /> : t('next.referencesRule')}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">{t('next.referencesNone')}</Typography>
          )}
        </Step>

        <Step
          id="skills"
          title={t('next.skills')}
          done={Boolean(skills && skills.completed > 0 && skills.expiring === 0)}
          action={
            <Button component={RouterLink} to="/skills/checklist" size="small" sx={{ alignSelf: 'flex-start' }}>
              {t('next.openSkills')}
            </Button>
          }
        >
          {skills && skills.completed > 0 ? (
            <Typography variant="body2">
              {t('next.skillsCounts', { count: skills.completed })}
              {skills.expiring > 0 ? ` ${t('next.skillsExpiring', { count: skills.expiring })}` : ''}
            </Typography>
          ) : (
            checklists.length === 0 && <Typography variant="body2" color="text.secondary">{t('next.skillsNone')}</Typography>
          )}
          {checklists.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t('next.skillsList')} data-testid="user-checklists">
              {checklists.slice(0, CHECKLISTS_SHOWN).map((item) => (
                <Typography component="li" variant="body2" key={item.id}>
                  {item.status === 'signed' && item.signedAt
                    ? t('next.checklistSigned', { name: item.name, date: formatDate(item.signedAt, lng), started: formatDate(item.createdAt, lng) })
                    : t('next.checklistStarted', { name: item.name, started: formatDate(item.createdAt, lng) })}
                </Typography>
              ))}
            </Box>
          )}
        </Step>

        <Step
          id="expiring"
          title={t('next.expiring')}
          done={Boolean(cands) && expiring.length === 0}
          action={
            expiring.length > 0 ? (
              <Button component={RouterLink} to="/editApplication" size="small" sx={{ alignSelf: 'flex-start' }}>
                {t('next.updateDocuments')}
              </Button>
            ) : undefined
          }
        >
          {expiring.length === 0 ? (
            <Typography variant="body2" color="text.secondary">{cands ? t('next.expiringNone') : t('nothingYet')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {expiring.map((item) => (
                <Typography component="li" variant="body2" key={`${item.section}-${item.label}-${item.expiresOn}`}>
                  {item.expired
                    ? t('next.expired', { label: item.label, date: formatDate(item.expiresOn, lng) })
                    : item.daysLeft === 0
                    ? t('next.expiresToday', { label: item.label })
                    : t('next.expiresIn', { label: item.label, date: formatDate(item.expiresOn, lng), count: item.daysLeft })}
                </Typography>
              ))}
            </Box>
          )}
        </Step>
      </Box>
    </DashboardCard>
  );
}
