import { type Theme, styled } from '@mui/material/styles';
import { estimatedWeeklyGross } from '@portal/shared/schemas/jobs-values';
import { type ReactNode, memo } from 'react';
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

// A page shows a dozen cards or more, each of some sixty MUI components (Card, Stack, Typography, Chip, Divider,
// SvgIcon): rendering them and serialising their styles was most of the page's first load (docs/performance.md,
// decision 049). A card is now plain elements under one styled root whose rules, made once per theme, give the same
// look as those components did (Card outlined, body2 Typography, small Chips, Divider, small icons);
// the interactive parts (the heart, the action, the readiness meter) stay MUI components. The facility, the "/week" and
// the stipends keep the card's text colour they had (Typography's `color="text.secondary"` is not a colour in MUI 9).
const C = {
  content: 'JobCard-content',
  head: 'JobCard-head',
  titles: 'JobCard-titles',
  title: 'JobCard-title',
  body2: 'JobCard-body2',
  noWrap: 'JobCard-noWrap',
  chips: 'JobCard-chips',
  chip: 'JobCard-chip',
  chipLabel: 'JobCard-chipLabel',
  primary: 'JobCard-primary',
  success: 'JobCard-success',
  closed: 'JobCard-closed',
  facts: 'JobCard-facts',
  fact: 'JobCard-fact',
  factIcon: 'JobCard-factIcon',
  divider: 'JobCard-divider',
  pay: 'JobCard-pay',
  gross: 'JobCard-gross',
  bonuses: 'JobCard-bonuses',
  readiness: 'JobCard-readiness',
  actions: 'JobCard-actions',
} as const;

const rulesByTheme = new WeakMap<Theme, object>();

/** The card's rules for a theme: the values MUI's components take from it (colours follow the mode and the brand). */
export function jobCardRules(theme: Theme): object {
  const kept = rulesByTheme.get(theme);
  if (kept) return kept;
  const { palette, typography, spacing } = theme;
  const body2 = { ...typography.body2, margin: 0 };
  const outlinedChip = (main: string) => ({ color: main, border: `1px solid ${theme.alpha(main, 0.7)}` });
  const rules = {
    // Card variant="outlined" (Paper outlined, overflow hidden), full height, its content above its actions.
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${palette.divider}`,
    overflow: 'hidden',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    [`& .${C.content}`]: { flex: 1, padding: spacing(2, 2, 1) },
    [`& .${C.head}`]: { display: 'flex', alignItems: 'flex-start' },
    [`& .${C.titles}`]: { flex: 1, minWidth: 0 },
    [`& .${C.title}`]: { ...typography.h3, margin: 0, fontSize: '1.05rem', fontWeight: 600, lineHeight: 1.35 },
    [`& .${C.body2}`]: body2,
    [`& .${C.noWrap}`]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    [`& .${C.chips}`]: { display: 'flex', flexWrap: 'wrap', gap: spacing(0.75), margin: spacing(1.5, 0) },
    // Chip size="small" variant="outlined" (default, primary or success colour), or filled warning ("Closed").
    [`& .${C.chip}`]: {
      maxWidth: '100%',
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: 24,
      lineHeight: 1.5,
      color: palette.text.primary,
      backgroundColor: 'transparent',
      borderRadius: 16,
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      boxSizing: 'border-box',
      border: `1px solid ${palette.mode === 'light' ? palette.grey[400] : palette.grey[700]}`,
    },
    [`& .${C.chip}.${C.primary}`]: outlinedChip(palette.primary.main),
    [`& .${C.chip}.${C.success}`]: outlinedChip(palette.success.main),
    [`& .${C.chip}.${C.closed}`]: { border: 0, backgroundColor: palette.warning.main, color: palette.warning.contrastText },
    [`& .${C.chipLabel}`]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', padding: '0 7px' },
    [`& .${C.closed} .${C.chipLabel}`]: { padding: '0 8px' },
    [`& .${C.facts}`]: { display: 'flex', flexDirection: 'column', gap: spacing(0.75) },
    [`& .${C.fact}`]: { display: 'flex', alignItems: 'center', gap: spacing(1), color: palette.text.secondary },
    // SvgIcon fontSize="small" in a box coloured action.active.
    [`& .${C.factIcon}`]: {
      display: 'flex',
      color: palette.action.active,
      '& svg': { userSelect: 'none', width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor', fontSize: typography.pxToRem(20) },
    },
    [`& .${C.divider}`]: {
      margin: spacing(1.5, 0),
      flexShrink: 0,
      borderWidth: 0,
      borderStyle: 'solid',
      borderColor: palette.divider,
      borderBottomWidth: 'thin',
    },
    [`& .${C.pay}`]: { ...typography.body1, margin: 0, fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.2 },
    [`& .${C.gross}`]: { fontWeight: 600, color: palette.success.main, marginTop: spacing(0.5) },
    [`& .${C.bonuses}`]: { display: 'flex', flexWrap: 'wrap', gap: spacing(0.75), marginTop: spacing(1) },
    [`& .${C.readiness}`]: { marginTop: spacing(1.5) },
    // CardActions: its children side by side, 8 px apart.
    [`& .${C.actions}`]: {
      display: 'flex',
      alignItems: 'center',
      padding: spacing(0, 2, 2),
      '& > :not(style) ~ :not(style)': { marginLeft: 8 },
    },
  };
  rulesByTheme.set(theme, rules);
  return rules;
}

const CardRoot = styled('article')(({ theme }) => jobCardRules(theme));

// The three facts' icons (MUI's PlaceOutlined, ScheduleOutlined, EventOutlined), drawn as SvgIcon draws them.
const ICONS = {
  place:
    'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2',
  schedule:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  event:
    'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zm0-12H5V6h14zm-7 5h5v5h-5z',
} as const;

function Fact({ icon, children }: { icon: keyof typeof ICONS; children: ReactNode }) {
  return (
    <div className={C.fact}>
      <div className={C.factIcon}>
        <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={ICONS[icon]} />
        </svg>
      </div>
      <p className={C.body2}>{children}</p>
    </div>
  );
}

function Chip({ label, kind }: { label: string; kind?: 'primary' | 'success' | 'closed' }) {
  return (
    <div className={kind ? `${C.chip} ${C[kind]}` : C.chip}>
      <span className={C.chipLabel}>{label}</span>
    </div>
  );
}

type Props = { job: JobCardData; heart?: ReactNode; action: ReactNode; readiness?: ReactNode };

/**
 * A job card: what, where, when, pay; `heart` and `action` come from the page (signed in or a public board), and
 * `readiness`, signed in, what the candidate still needs for the job (readiness-meter.tsx).
 */
export function JobCard({ job, heart, action, readiness }: Props) {
  return (
    <CardRoot aria-label={job.Position_Name}>
      <div className={C.content}>
        <div className={C.head}>
          <div className={C.titles}>
            <h3 className={C.title}>{job.Position_Name}</h3>
            <p className={`${C.body2} ${C.noWrap}`} title={job.facilityName}>
              {job.facilityName}
            </p>
          </div>
          {heart}
        </div>
        <JobFacts job={job} />
        {readiness && <div className={C.readiness}>{readiness}</div>}
      </div>
      <div className={C.actions}>{action}</div>
    </CardRoot>
  );
}

/** What the card says of the job: the same for a job whatever else changes on the page (likes, readiness, paging). */
const JobFacts = memo(function JobFacts({ job }: { job: JobCardData }) {
  const { t, i18n } = useTranslation('jobs');
  const lng = i18n.language;
  const gross = estimatedWeeklyGross(job);
  return (
    <>
      <div className={C.chips}>
        <Chip kind="primary" label={job.Submodality} />
        <Chip label={job.Shift} />
        {job.isOpen === false && <Chip kind="closed" label={t('card.closed')} />}
      </div>
      <div className={C.facts}>
        <Fact icon="place">
          {job.City}, {job.State}
        </Fact>
        <Fact icon="schedule">
          {t('card.weeks', { count: job.Duration_Amount })} · {t('card.hoursPerWeek', { hours: job.Weekly_Hours })}
        </Fact>
        <Fact icon="event">
          {job.Estimated_Start_Date ? t('card.starts', { date: date(job.Estimated_Start_Date, lng) }) : t('card.startTbd')}
        </Fact>
      </div>
      <hr className={C.divider} />
      <p className={C.pay}>
        {money(job.weeklyPay, lng)}
        <span className={C.body2}>{t('card.perWeek')}</span>
      </p>
      {job.weeklyStipends ? <p className={C.body2}>{t('card.stipends', { amount: money(job.weeklyStipends, lng) })}</p> : null}
      <p className={`${C.body2} ${C.gross}`}>{t('card.gross', { amount: money(gross, lng) })}</p>
      {(job.completionBonusPay || job.startingBonusPay) && (
        <div className={C.bonuses}>
          {job.completionBonusPay ? <Chip kind="success" label={t('card.completionBonus', { amount: money(job.completionBonusPay, lng) })} /> : null}
          {job.startingBonusPay ? <Chip kind="success" label={t('card.startingBonus', { amount: money(job.startingBonusPay, lng) })} /> : null}
        </div>
      )}
    </>
  );
});
