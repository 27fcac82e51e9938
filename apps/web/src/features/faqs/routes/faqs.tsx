// /faqs (public, spec §2): answers about this portal, searchable, and the contact form of spec §3/§5.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth-store';
import { getProfileQueryOptions } from '../../auth/api/get-profile';
import { Trans, useTranslation } from '../../../lib/use-translation';
import { answerLinks } from '../components/answer-links';
import { ContactForm } from '../components/contact-form';
import { FAQ_IDS, matchesQuery } from '../faq-items';

/** A signed-in candidate's name, e-mail and phone for the contact form (their cell, else their office number). */
function useContactDetails() {
  const { token } = useAuth();
  const profile = useQuery({ ...getProfileQueryOptions(), enabled: Boolean(token) });
  if (!token || !profile.data) return { ready: !token || !profile.isPending, initial: undefined };
  const p = profile.data;
  return {
    ready: true,
    initial: { fullName: `${p.firstName} ${p.lastName}`.trim(), email: p.email, phone: p.cell || p.office },
  };
}

export default function FaqsPage() {
  const { t } = useTranslation('faqs');
  const contact = useContactDetails();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | false>(false);
  const items = FAQ_IDS.filter((id) => matchesQuery(`${t(`items.${id}.q`)} ${t(`items.${id}.a`)}`, query));
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">{t('title')}</Typography>
      <Typography>{t('intro')}</Typography>
      <TextField
        type="search"
        label={t('search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
      />
      <Typography role="status" aria-live="polite" color="text.secondary">
        {query.trim() ? t('results', { count: items.length }) : ''}
      </Typography>
      <div>
        {items.map((id) => (
          <Accordion key={id} expanded={open === id || (query.trim() !== '' && items.length <= 2)} onChange={(_e, expanded) => setOpen(expanded ? id : false)}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${id}-answer`} id={`faq-${id}`}>
              <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }}>
                {t(`items.${id}.q`)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${id}-answer`}>
              <Typography sx={{ whiteSpace: 'pre-line' }}>
                <Trans t={t} i18nKey={`items.${id}.a`} components={answerLinks} />
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
        {items.length === 0 && <Typography>{t('noResults')}</Typography>}
      </div>
      <Paper variant="outlined" component="section" aria-labelledby="contact" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="contact" tabIndex={-1} sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
          {t('contact.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('contact.intro')}
        </Typography>
        {/* Mounted with the signed-in candidate's details once they are in (a form typed into is not refilled). */}
        {contact.ready && <ContactForm key={contact.initial ? 'signed-in' : 'guest'} initial={contact.initial} />}
      </Paper>
    </Stack>
  );
}
