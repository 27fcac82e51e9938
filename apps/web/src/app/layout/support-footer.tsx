import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SUPPORT_FOOTER_HEIGHT } from '@portal/shared/constants';
import { Trans } from '../../lib/use-translation';
import type { Brand } from '../../lib/brand';

/** spec §1: technical support by e-mail and phone of the page's organisation; spec §9: 40 px high. */
export function SupportFooter({ brand }: { brand: Brand | null }) {
  return (
    <Box
      component="footer"
      sx={{
        minHeight: SUPPORT_FOOTER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {brand && (
        // Small on phones so the line fits the 40 px footer in two lines.
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ textAlign: 'center', lineHeight: 1.3, fontSize: { xs: '0.6875rem', sm: '0.75rem' }, py: 0.5 }}
        >
          <Trans
            ns="common"
            i18nKey="footer.support"
            values={{ email: brand.supportEmail, phone: brand.supportPhone }}
            components={{
              mail: <Link href={`mailto:${brand.supportEmail}`} sx={{ whiteSpace: 'nowrap' }} />,
              tel: <Link href={`tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`} sx={{ whiteSpace: 'nowrap' }} />,
            }}
          />
        </Typography>
      )}
    </Box>
  );
}
