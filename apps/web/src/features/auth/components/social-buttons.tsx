import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/use-translation';
import { useProviders } from '../api/get-providers';

const LABELS = { google: 'Google', facebook: 'Facebook', linkedin: 'LinkedIn' } as const;

/** Social sign-in (spec §1): one button per configured provider; none when nothing is configured. */
export function SocialButtons({ org, source, utmCampaign }: { org?: string; source?: string; utmCampaign?: string | null }) {
  const { t } = useTranslation('auth');
  const { data } = useProviders();
  const enabled = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((provider) => data?.[provider]);
  if (!enabled.length) return null;
  const query = new URLSearchParams();
  if (org) query.set('org', org);
  if (source) query.set('source', source);
  if (utmCampaign) query.set('utm_campaign', utmCampaign);
  const suffix = query.size ? `?${query}` : '';
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {enabled.map((provider) => (
        <Button key={provider} variant="outlined" fullWidth href={`/api/auth/oauth/${provider}${suffix}`}>
          {t('continueWith', { provider: LABELS[provider] })}
        </Button>
      ))}
    </Stack>
  );
}
