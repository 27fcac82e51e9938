// The wizard's steps (spec §4: 18 sections, steps 0 … 17): numbered steps with their status, each a link that opens
// its step (?step=N). A strip that scrolls on its own on a wider screen. On a phone the 18 steps would fill the first
// screen: one line says where the candidate is and opens the list, whose steps wrap (no sideways scrolling).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Section } from '@portal/shared/application/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { SectionStatus } from '../form-logic';

type Props = {
  sections: Section[];
  statuses: SectionStatus[];
  current: number;
  onSelect: (step: number) => void;
};

/** A section's status as an icon (decorative: the status is also said in words). Not started shows none in the strip. */
export const STATUS_ICONS: Record<SectionStatus, React.ReactNode> = {
  complete: <CheckCircleIcon fontSize="small" color="success" aria-hidden />,
  notApplicable: <RemoveCircleOutlineIcon fontSize="small" color="action" aria-hidden />,
  draft: <EditNoteIcon fontSize="small" color="warning" aria-hidden />,
  waiting: <HourglassEmptyIcon fontSize="small" color="action" aria-hidden />,
  empty: null,
};

export function StepNav({ sections, statuses, current, onSelect }: Props) {
  const { t } = useTranslation('application');
  const listRef = useRef<HTMLOListElement>(null);
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const listId = useId();
  const shown = !phone || open;
  const completeCount = statuses.filter((s) => s === 'complete' || s === 'notApplicable').length;
  const currentTitle = sections[current] ? t(`sections.${sections[current].key}.title`, { defaultValue: sections[current].title }) : '';

  // Keep the current step in view in the strip.
  useEffect(() => {
    const item = listRef.current?.querySelector<HTMLElement>('[aria-current="step"]');
    item?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current, shown]);

  return (
    <Box component="nav" aria-label={t('wizard.stepsLabel')}>
      {phone && (
        <Button
          variant="outlined"
          fullWidth
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ justifyContent: 'space-between', textAlign: 'left', mb: open ? 1 : 0 }}
          data-testid="steps-toggle"
        >
          {t('wizard.stepsSummary', { number: current + 1, total: sections.length, title: currentTitle, done: completeCount })}
        </Button>
      )}
      <Box
        component="ol"
        id={listId}
        ref={listRef}
        hidden={!shown}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0.5,
          display: shown ? 'flex' : 'none',
          gap: 1,
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          overflowX: { xs: 'visible', sm: 'auto' },
          scrollbarWidth: 'thin',
          scrollSnapType: { sm: 'x proximity' },
        }}
      >
        {sections.map((section, index) => {
          const status = statuses[index] ?? 'empty';
          const active = index === current;
          const title = t(`sections.${section.key}.title`, { defaultValue: section.title });
          return (
            <Box component="li" key={section.key} sx={{ flex: '0 0 auto', scrollSnapAlign: 'center' }}>
              <ButtonBase
                onClick={() => {
                  setOpen(false);
                  onSelect(index);
                }}
                aria-current={active ? 'step' : undefined}
                focusRipple
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'row', sm: 'column' },
                  alignItems: { xs: 'center', sm: 'flex-start' },
                  gap: { xs: 0.75, sm: 0.25 },
                  width: { xs: 'auto', sm: 132 },
                  minHeight: { xs: 36, sm: 64 },
                  px: { xs: 1, sm: 1.25 },
                  py: { xs: 0.5, sm: 1 },
                  borderRadius: 1.5,
                  border: 2,
                  borderColor: active ? 'primary.main' : 'divider',
                  bgcolor: active ? 'action.selected' : 'background.paper',
                  textAlign: 'left',
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {/* The name is the title and the status; the list itself numbers the steps for screen readers. */}
                <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: { xs: 'auto', sm: '100%' } }}>
                  <Typography component="span" variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
                    {index + 1}
                  </Typography>
                  <Box component="span" sx={{ ml: { xs: 0, sm: 'auto' }, display: 'flex' }}>
                    {STATUS_ICONS[status]}
                  </Box>
                </Box>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ fontWeight: active ? 700 : 500, lineHeight: 1.25, fontSize: { xs: '0.8125rem', sm: '0.875rem' } }}
                >
                  {title}
                  <Box component="span" sx={visuallyHidden}>
                    {` (${t(`status.${status}`)})`}
                  </Box>
                </Typography>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
