// The parts of a long section (decision 044: personal information's "About you", then the rest): numbered buttons in
// the look of the wizard's steps, each opening its part, with a mark once a part holds every answer it needs.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { Section } from '@portal/shared/application/contract';
import { useTranslation } from '../../../lib/use-translation';
import { visuallyHidden } from '../../../components/visually-hidden';

type Props = { section: Section; current: string; done: ReadonlySet<string>; onSelect: (key: string) => void };

export function PartNav({ section, current, done, onSelect }: Props) {
  const { t } = useTranslation('application');
  const parts = section.parts ?? [];
  return (
    <Box component="nav" aria-label={t('form.partsLabel')}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {parts.map((part, index) => {
          const active = part.key === current;
          const finished = done.has(part.key);
          return (
            <Box component="li" key={part.key} sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
              <ButtonBase
                onClick={() => onSelect(part.key)}
                aria-current={active ? 'step' : undefined}
                focusRipple
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  width: '100%',
                  minHeight: 40,
                  px: 1.5,
                  py: 0.75,
                  borderRadius: 1.5,
                  border: 2,
                  borderColor: active ? 'primary.main' : 'divider',
                  bgcolor: active ? 'action.selected' : 'background.paper',
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Typography component="span" variant="caption" aria-hidden sx={{ fontWeight: 700, color: 'text.secondary' }}>
                  {index + 1}
                </Typography>
                <Typography component="span" variant="body2" sx={{ fontWeight: active ? 700 : 500, lineHeight: 1.25 }}>
                  {t(`sections.${section.key}.parts.${part.key}.title`, { defaultValue: part.title })}
                  {finished && (
                    <Box component="span" sx={visuallyHidden}>
                      {` (${t('status.complete')})`}
                    </Box>
                  )}
                </Typography>
                {finished && <CheckCircleIcon fontSize="small" color="success" aria-hidden />}
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
