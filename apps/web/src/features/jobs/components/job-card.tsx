import Box from '@mui/material/Box';
import { estimatedWeeklyGross } from '@portal/shared/schemas/jobs-values';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/EventOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { date, money } from '../format';

/** The facts a candidate decides on (spec §2 Open jobs); the search asks for just these fields. */
export type JobCardData = {
  _id: string;
  Position_Name: string;
  facilityName: string;
  City: string;
  State: string;
  Shift: string;
  Submodality: string;
  Duration_Amount: number;
  Weekly_Hours: number;
  weeklyPay: number;
  weeklyStipends: number | null;
  completionBonusPay: number | null;
  startingBonusPay: number | null;
  Estimated_Start_Date: string | null;
  isOpen?: boolean;
};

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <Box sx={{ display: 'flex', color: 'action.active' }}>{icon}</Box>
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/**
 * A job card: what, where, when, pay; `heart` and `action` come from the page (signed in or a public board), and
 * `readiness`, signed in, what the candidate still needs for the job (readiness-meter.tsx).
 */
export function JobCard({ job, heart, action, readiness }: { job: JobCardData; heart?: ReactNode; action: ReactNode; readiness?: ReactNode }) {
  const { t, i18n } = useTranslation('jobs');
  const lng = i18n.language;
  const gross = estimatedWeeklyGross(job);
  return (
    <Card variant="outlined" component="article" aria-label={job.Position_Name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, lineHeight: 1.35 }}>
              {job.Position_Name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap title={job.facilityName}>
              {job.facilityName}
            </Typography>
          </Box>
          {heart}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, my: 1.5 }}>
          <Chip size="small" color="primary" variant="outlined" label={job.Submodality} />
          <Chip size="small" variant="outlined" label={job.Shift} />
          {job.isOpen === false && <Chip size="small" color="warning" label={t('card.closed')} />}
        </Stack>
        <Stack spacing={0.75}>
          <Fact icon={<PlaceIcon fontSize="small" />}>
            {job.City}, {job.State}
          </Fact>
          <Fact icon={<ScheduleIcon fontSize="small" />}>
            {t('card.weeks', { count: job.Duration_Amount })} · {t('card.hoursPerWeek', { hours: job.Weekly_Hours })}
          </Fact>
          <Fact icon={<EventIcon fontSize="small" />}>
            {job.Estimated_Start_Date ? t('card.starts', { date: date(job.Estimated_Start_Date, lng) }) : t('card.startTbd')}
          </Fact>
        </Stack>
        <Divider sx={{ my: 1.5 }} />
        <Typography component="p" sx={{ fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.2 }}>
          {money(job.weeklyPay, lng)}
          <Typography component="span" variant="body2" color="text.secondary">
            {t('card.perWeek')}
          </Typography>
        </Typography>
        {job.weeklyStipends ? (
          <Typography variant="body2" color="text.secondary">
            {t('card.stipends', { amount: money(job.weeklyStipends, lng) })}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'success.main', mt: 0.5 }}>
          {t('card.gross', { amount: money(gross, lng) })}
        </Typography>
        {(job.completionBonusPay || job.startingBonusPay) && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
            {job.completionBonusPay ? <Chip size="small" color="success" variant="outlined" label={t('card.completionBonus', { amount: money(job.completionBonusPay, lng) })} /> : null}
            {job.startingBonusPay ? <Chip size="small" color="success" variant="outlined" label={t('card.startingBonus', { amount: money(job.startingBonusPay, lng) })} /> : null}
          </Stack>
        )}
        {readiness && <Box sx={{ mt: 1.5 }}>{readiness}</Box>}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>{action}</CardActions>
    </Card>
  );
}
