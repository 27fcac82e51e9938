import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import type { Brand } from '../../lib/brand';

/** Brand logo and name, linking to / (spec §2 "The brand name links to /"). */
export function BrandMark({ brand, color = 'inherit' }: { brand: Brand | null; color?: string }) {
  const { t } = useTranslation('common');
  const name = brand?.name ?? '';
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      color={color}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}
    >
      {brand?.logo ? (
        <Box component="img" src={brand.logo} alt="" sx={{ width: 36, height: 36, flexShrink: 0 }} />
      ) : (
        // The initial is decoration: the link is named by the brand's name, as it shows it (WCAG 2.5.3).
        <Avatar variant="rounded" aria-hidden sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontWeight: 700 }}>
          {name.charAt(0)}
        </Avatar>
      )}
      {/* Long brand names take two lines rather than being cut off. */}
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '0.95rem', sm: '1.05rem' },
          lineHeight: 1.2,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        <span aria-hidden>{name}</span>
        {/* Screen readers hear "<brand> home" (the visible name inside it) in every language. */}
        {name && (
          <Box component="span" sx={visuallyHidden}>
            {t('brandHome', { name })}
          </Box>
        )}
      </Typography>
    </Link>
  );
}
