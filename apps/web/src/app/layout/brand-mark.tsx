import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
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
      aria-label={name ? t('brandHome', { name }) : undefined}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}
    >
      {brand?.logo ? (
        <Box component="img" src={brand.logo} alt="" sx={{ width: 36, height: 36, flexShrink: 0 }} />
      ) : (
        <Avatar variant="rounded" sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontWeight: 700 }}>
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
        {name}
      </Typography>
    </Link>
  );
}
