// /application, /editApplication and /edit/application: the credentialing application wizard (spec §4). The step is
// the first missing section unless ?step=N opens another; every section is saved on its own; "Save and continue" on
// the last one saves it and opens the review (/application/review), where the candidate decides to submit. The edit
// paths open the same wizard on a submitted application.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import { SECTION_KEYS, hasPart, type TApplication } from '@portal/shared/application/contract';
import { openingPart } from '@portal/shared/application/parts';
import { SECTIONS } from '@portal/shared/application/sections';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ApplicationLoadState } from '../components/load-state';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { PACKET_PATH, useDownloadPacket } from '../api/download-document';
import { useApplication } from '../api/get-application';
import { useRecordDisclosure } from '../api/record-disclosure';
import { ReferencesStep } from '../components/references-step';
import { ResumePanel, ResumeStatus } from '../components/resume-panel';
import { SectionForm } from '../components/section-form';
import { StepNav } from '../components/step-nav';
import { CV_SEARCH, CV_STEP, REVIEW_PATH, allSectionsDone, sectionStatus, stepFromSearch } from '../form-logic';

export default function ApplicationPage() {
  const { t } = useTranslation('application');
  const { pathname, search } = useLocation();
  const editing = pathname !== '/application';
  const application = useApplication();
  const data = application.data;

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{editing ? t('wizard.editTitle') : t('wizard.title')}</Typography>
      <ApplicationLoadState query={application} />
      {data && <Wizard application={data} search={search} editing={editing} />}
    </Stack>
  );
}

function Wizard({ application, search, editing }: { application: TApplication; search: string; editing: boolean }) {
  const { t, i18n } = useTranslation('application');
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const query = useApplication();
  const packet = useDownloadPacket();
  const step = stepFromSearch(search, application);
  const section = SECTIONS[step]!;
  const statuses = useMemo(() => SECTIONS.map((s) => sectionStatus(s.key, application, s.gate)), [application]);
  const done = allSectionsDone(application);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const disclosure = useRecordDisclosure();
  // Reading the disclosure again is allowed at any time; until it is acknowledged it is all the step shows.
  const [rereading, setRereading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const goTo = (next: number) => {
    moved.current = true;
    setNotice(null);
    setSearchParams({ step: String(next) });
  };

  // A section in parts (decision 044) shows the part the address names (?part=), else the one it opened at when the
  // step was opened (the first part not done yet): fixed for the visit, so a draft saved while typing moves nothing.
  const [opened, setOpened] = useState(() => ({ step, part: openingPart(section, application.sections[section.key]) }));
  if (opened.step !== step) setOpened({ step, part: openingPart(section, application.sections[section.key]) });
  const partParam = new URLSearchParams(search).get('part');
  const part = partParam && hasPart(section, partParam) ? partParam : opened.step === step ? opened.part : null;
  const goToPart = (key: string) => setSearchParams({ step: String(step), part: key });
  // The CV's drop zone is on the first step's last part (the first part is only who you are); a one-line status elsewhere.
  const cvHere = step === CV_STEP && (!section.parts || part === section.parts[section.parts.length - 1]!.key);

  // After a move between steps, the keyboard starts at the section's heading.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = false;
  }, [step]);

  const afterSave = async () => {
    const fresh = (await query.refetch()).data ?? application;
    if (step < SECTION_KEYS.length - 1) {
      goTo(step + 1);
      return;
    }
    // The last section: the review when everything is in (submitting is the candidate's decision there), else say
    // what is missing.
    if (allSectionsDone(fresh)) void navigate(REVIEW_PATH);
    else {
      goTo(fresh.step);
      setNotice(
        t('wizard.missing', {
          title: t(`sections.${SECTION_KEYS[fresh.step]}.title`, { defaultValue: SECTIONS[fresh.step]!.title }),
        }),
      );
    }
  };

  const title = t(`sections.${section.key}.title`, { defaultValue: section.title });
  const intro = t(`sections.${section.key}.intro`, { defaultValue: section.intro });
  const waitingForOffer = section.gate === 'offer' && !application.offerRecorded && statuses[step] !== 'complete';
  const showDisclosure = section.gate === 'standalone' && (!application.disclosureViewedAt || rereading);

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="completeness-label" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              {t('wizard.completeness', { percent: application.completeness })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={application.completeness}
              aria-labelledby="completeness-label"
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          <Link
            href={PACKET_PATH}
            onClick={(event) => {
              event.preventDefault();
              packet.mutate();
            }}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
          >
            <PictureAsPdfIcon fontSize="small" aria-hidden />
            {t('wizard.downloadPdf')}
          </Link>
        </Stack>
        {packet.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(packet.error)}
          </Alert>
        )}
        {application.submittedAt && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t(editing ? 'wizard.editingSubmitted' : 'wizard.submittedOn', {
              date: new Date(application.submittedAt).toLocaleDateString(i18n.language),
            })}
          </Alert>
        )}
      </Paper>

      <StepNav sections={SECTIONS} statuses={statuses} current={step} onSelect={goTo} />

      {notice && <Alert severity="warning">{notice}</Alert>}

      {cvHere ? <ResumePanel documents={application.documents} /> : <ResumeStatus documents={application.documents} cvStep={CV_SEARCH} />}

      <Paper variant="outlined" component="section" aria-labelledby="section-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" color="text.secondary">
          {t('wizard.stepOf', { number: step + 1, total: SECTION_KEYS.length })}
        </Typography>
        <Typography
          id="section-title"
          ref={headingRef}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.5rem', fontWeight: 600, mb: 1, outline: 'none' }}
        >
          {title}
        </Typography>
        {showDisclosure ? (
          <Disclosure
            text={section.disclosure ?? ''}
            sectionKey={section.key}
            busy={disclosure.isPending}
            error={disclosure.isError ? errorMessage(disclosure.error) : null}
            onRead={() => {
              if (application.disclosureViewedAt) return setRereading(false);
              disclosure.mutate(undefined, { onSuccess: () => headingRef.current?.focus() });
            }}
          />
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: section.gate === 'standalone' ? 1 : 3 }}>
              {intro}
            </Typography>
            {section.gate === 'standalone' && (
              <Button variant="text" sx={{ mb: 2, px: 0 }} onClick={() => setRereading(true)}>
                {t('wizard.disclosureAgain')}
              </Button>
            )}
            {waitingForOffer ? (
              <Stack spacing={2}>
                <Alert severity="info">{t('wizard.waitingForOffer')}</Alert>
                {step < SECTION_KEYS.length - 1 && (
                  <Box>
                    <Button variant="contained" endIcon={<NavigateNextIcon />} onClick={() => goTo(step + 1)}>
                      {t('wizard.nextSection')}
                    </Button>
                  </Box>
                )}
              </Stack>
            ) : section.list === 'references' ? (
              <ReferencesStep application={application} onDone={() => void afterSave()} />
            ) : (
              <SectionForm
                key={section.key}
                section={section}
                state={application.sections[section.key]}
                application={application}
                onDone={() => void afterSave()}
                part={part}
                onPart={goToPart}
              />
            )}
          </>
        )}
      </Paper>

      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button startIcon={<NavigateBeforeIcon />} disabled={step === 0} onClick={() => goTo(step - 1)}>
          {t('wizard.previous')}
        </Button>
        <Button endIcon={<NavigateNextIcon />} disabled={step === SECTION_KEYS.length - 1} onClick={() => goTo(step + 1)}>
          {t('wizard.next')}
        </Button>
      </Stack>

      <Paper variant="outlined" component="section" aria-labelledby="submit-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="submit-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
          {t('wizard.submitTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {done
            ? t('wizard.reviewReady')
            : t('wizard.notReady', { count: statuses.filter((s) => s === 'draft' || s === 'empty').length })}
        </Typography>
        <Button variant={done ? 'contained' : 'outlined'} component={RouterLink} to={REVIEW_PATH}>
          {t('wizard.review')}
        </Button>
      </Paper>
    </>
  );
}

/** FCRA: the background-check disclosure stands alone on its own screen, before the authorisation form. */
type DisclosureProps = { text: string; sectionKey: string; onRead: () => void; busy: boolean; error: string | null };

function Disclosure({ text, sectionKey, onRead, busy, error }: DisclosureProps) {
  const { t } = useTranslation('application');
  const shown = t(`sections.${sectionKey}.disclosure`, { defaultValue: text });
  return (
    <Stack spacing={2} data-testid="disclosure">
      <Box
        sx={{
          whiteSpace: 'pre-line',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: { xs: 2, sm: 3 },
          maxHeight: 480,
          overflowY: 'auto',
        }}
        tabIndex={0}
        aria-label={t('wizard.disclosureLabel')}
      >
        <Typography component="div">{shown}</Typography>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button variant="contained" onClick={onRead} disabled={busy}>
          {t('wizard.disclosureRead')}
        </Button>
      </Box>
    </Stack>
  );
}
