import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TPublicJob } from '@portal/shared/schemas/jobs';
import { estimatedWeeklyGross } from '@portal/shared/schemas/jobs-values';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { date, money, rate } from '../format';

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 40%) 1fr' }, columnGap: 2 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 1 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, pt: { xs: 0, sm: 1 }, pb: { xs: 1, sm: 0 }, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** Every public field of a job (the page /openjobs/:id; the spec's page is blank, ours is the real thing). */
export function JobFacts({ job }: { job: TPublicJob }) {
  const { t, i18n } = useTranslation('jobs');
  const lng = i18n.language;
  const perHour = (amount: number | null) => (amount === null ? null : t('detail.perHour', { amount: rate(amount, lng) }));
  const facts: [string, ReactNode][] = [
    [t('detail.location'), `${job.City}, ${job.State} ${job.Zip}`],
    [t('detail.specialty'), job.Submodality],
    [t('detail.modality'), t(`filter.modalities.${job.Modality}`, { defaultValue: job.Modality })],
    [t('detail.shift'), job.Shift],
    [t('detail.duration'), t('card.weeks', { count: job.Duration_Amount })],
    [t('detail.hours'), job.Weekly_Hours],
    [t('detail.positions'), job.NumberOfPositions],
    [t('detail.start'), job.Estimated_Start_Date ? date(job.Estimated_Start_Date, lng) : t('card.startTbd')],
  ];
  const pay: [string, ReactNode][] = (
    [
      [t('detail.weeklyPay'), money(job.weeklyPay, lng)],
      [t('detail.stipends'), job.weeklyStipends === null ? null : money(job.weeklyStipends, lng)],
      [t('detail.gross'), <strong key="gross">{money(estimatedWeeklyGross(job), lng)}</strong>],
      [t('detail.overtimeBase'), perHour(job.OvertimeBase)],
      [t('detail.otRate'), perHour(job.OtPayRate)],
      [t('detail.gapRate'), perHour(job.gapRate)],
      [t('detail.completionBonus'), job.completionBonusPay ? money(job.completionBonusPay, lng) : null],
      [t('detail.startingBonus'), job.startingBonusPay ? money(job.startingBonusPay, lng) : null],
    ] as [string, ReactNode][]
  ).filter(([, value]) => value !== null);
  return (
    <>
      <Facts title={t('detail.facts')} rows={facts} />
      <Facts title={t('detail.pay')} rows={pay} />
      {job.Public_Notes && (
        <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {t('detail.notes')}
          </Typography>
          <Divider sx={{ mb: 1.5 }} />
          <Typography sx={{ whiteSpace: 'pre-line' }}>{job.Public_Notes}</Typography>
        </Paper>
      )}
    </>
  );
}
