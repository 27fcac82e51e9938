// spec §2 "Dashboard chart: 7 days of job-update counts by date", drawn with @mui/x-charts. Loaded lazily (its own
// chunk): the rest of the dashboard shows without waiting for the chart library. The same numbers are in a table
// for screen readers.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DayCount } from '@portal/shared/dashboard';
import { useTranslation } from '../../../lib/use-translation';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDate, formatDay } from './format';

export default function JobUpdatesChart({ days }: { days: DayCount[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const theme = useTheme();
  const lng = i18n.language;
  return (
    <Box data-testid="job-updates-chart">
      {/* inert: the drawing is for the eye; the table below says the same to screen readers and keeps focus out. */}
      <Box inert sx={{ width: '100%', height: 240 }}>
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: days.map((d) => formatDay(d.date, lng)), height: 28, tickLabelInterval: () => true }]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
          series={[{ data: days.map((d) => d.count), label: t('chart.count'), color: theme.palette.primary.main }]}
          hideLegend
          margin={{ left: 4, right: 8, top: 16, bottom: 8 }}
          skipAnimation
        />
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.date')}</th>
            <th scope="col">{t('chart.count')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{formatDate(d.date, lng)}</td>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
