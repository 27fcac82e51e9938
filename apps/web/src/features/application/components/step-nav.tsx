// The wizard's steps (spec §4: 18 sections, steps 0 … 17): a scrollable strip of numbered steps with their status,
// readable on a phone, each a link that opens its step (?step=N).
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import type { Section } from '@portal/shared/application/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { SectionStatus } from '../form-logic';

type Props = {
  sections: Section[];
  statuses: SectionStatus[];
  current: number;
  onSelect: (step: number) => void;
};

const ICONS: Record<SectionStatus, React.ReactNode> = {
  complete: <CheckCircleIcon fontSize="small" color="success" aria-hidden />,
  notApplicable: <RemoveCircleOutlineIcon fontSize="small" color="action" aria-hidden />,
  draft: <EditNoteIcon fontSize="small" color="warning" aria-hidden />,
  waiting: <HourglassEmptyIcon fontSize="small" color="action" aria-hidden />,
  empty: null,
};

export function StepNav({ sections, statuses, current, onSelect }: Props) {
  const { t } = useTranslation('application');
  const listRef = useRef<HTMLOListElement>(null);

  // Keep the current step in view in the strip.
  useEffect(() => {
    const item = listRef.current?.querySelector<HTMLElement>('[aria-current="step"]');
    item?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);

  return (
    <Box component="nav" aria-label={t('wizard.stepsLabel')}>
      <Box
        component="ol"
        ref={listRef}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0.5,
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          scrollbarWidth: 'thin',
          scrollSnapType: 'x proximity',
        }}
      >
        {sections.map((section, index) => {
          const status = statuses[index] ?? 'empty';
          const active = index === current;
          const title = t(`sections.${section.key}.title`, { defaultValue: section.title });
          return (
            <Box component="li" key={section.key} sx={{ flex: '0 0 auto', scrollSnapAlign: 'center' }}>
              <ButtonBase
                onClick={() => onSelect(index)}
                aria-current={active ? 'step' : undefined}
                focusRipple
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  gap: 0.25,
                  width: 132,
                  minHeight: 64,
                  px: 1.25,
                  py: 1,
                  borderRadius: 1.5,
                  border: 2,
                  borderColor: active ? 'primary.main' : 'divider',
                  bgcolor: active ? 'action.selected' : 'background.paper',
                  textAlign: 'left',
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {/* The name is the title and the status; the list itself numbers the steps for screen readers. */}
                <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: '100%' }}>
                  <Typography component="span" variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
                    {index + 1}
                  </Typography>
                  <Box component="span" sx={{ ml: 'auto', display: 'flex' }}>
                    {ICONS[status]}
                  </Box>
                </Box>
                <Typography component="span" variant="body2" sx={{ fontWeight: active ? 700 : 500, lineHeight: 1.25 }}>
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
