// The words of every e-mail the portal sends, in one catalogue (decision 042). Each entry is the same message in each
// language: a function per language of the message's values (names, dates, counts) and the language's formats, so a
// message cannot exist in one language and be missing in another (test/mail-language.test.ts renders each one).
// English is the text of record: its words are the ones the e-mails always had.
//
// Who reads which language: a candidate's e-mail is in the account's language (candidates.language); an e-mail to an
// address without an account yet (sign-up, quick apply, public job alerts) in the language of the request that caused
// it; a referee's in the candidate's language when the request was sent. The e-mails to the agency (its support
// address, a recruiter) are in English, the agency's language: AGENCY_TEXTS has English only.
import type { SubmissionStatus } from '@portal/shared/schemas/submissions';
import type { Language } from '../lib/language';

/** How a language writes a day and an amount of dollars in an e-mail. */
export type Formats = {
  /** A calendar day (a Date, read in UTC, or YYYY-MM-DD): 05/07/2026, 07.05.2026, 07/05/2026. */
  date(value: Date | string): string;
  /** Whole US dollars: $2,000, 2.000 $, 2000 US$ (as the portal's pages write them in each language). */
  money(value: number): string;
};

const LOCALE_OF: Record<Language, string> = { en: 'en-US', de: 'de', es: 'es' };
const cache = new Map<Language, Formats>();

export function formats(language: Language): Formats {
  let found = cache.get(language);
  if (!found) {
    const day = new Intl.DateTimeFormat(LOCALE_OF[language], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    const dollars = new Intl.NumberFormat(LOCALE_OF[language], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    found = {
      date: (value) => day.format(typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value),
      money: (value) => dollars.format(Math.round(value)),
    };
    cache.set(language, found);
  }
  return found;
}

/** The words of a message made of a greeting, paragraphs, a button and a footnote (mail/layout.ts renderMail). */
export type MailWords = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The button's label; its address is the sender's. */
  button?: string;
  footnote?: string;
  /** Why the reader gets this e-mail, finishing the footer's sentence (FRAME_TEXTS `why`). */
  reason: string;
};

/** One message in every language. */
export type Entry<P, W = MailWords> = { [L in Language]: (values: P, f: Formats) => W };
const entry = <P, W = MailWords>(texts: Entry<P, W>): Entry<P, W> => texts;

/** The words of one message in one language. */
export function wordsOf<P, W>(texts: Entry<P, W>, language: Language, values: P): W {
  return texts[language](values, formats(language));
}

// ---- shared pieces ----

const hello: Record<Language, (name?: string | null) => string> = {
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
  de: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
  es: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
};

/** "You receive this e-mail because …" of the e-mails to an account's owner. */
const accountReason: Record<Language, (org: string) => string> = {
  en: (org) => `you have a candidate account with ${org}`,
  de: (org) => `Sie ein Kandidatenkonto bei ${org} haben`,
  es: (org) => `tiene una cuenta de candidato en ${org}`,
};

const linkOnce: Record<Language, (minutes: number) => string> = {
  en: (minutes) => `The link works once and for ${minutes} minutes.`,
  de: (minutes) => `Der Link funktioniert einmal und ${minutes} Minuten lang.`,
  es: (minutes) => `El enlace funciona una sola vez y durante ${minutes} minutos.`,
};

const SIGN_IN: Record<Language, string> = { en: 'Sign in', de: 'Anmelden', es: 'Iniciar sesión' };

/** How a submission's status reads (the Submissions page's words in each language). */
export const STATUS_WORDS: Record<Language, Record<SubmissionStatus, string>> = {
  en: { submitted: 'Submitted', in_review: 'In review', interview: 'Interview', offered: 'Offered', placed: 'Placed', not_selected: 'Not selected', withdrawn: 'Withdrawn' },
  de: { submitted: 'Eingereicht', in_review: 'In Prüfung', interview: 'Vorstellungsgespräch', offered: 'Angebot', placed: 'Vermittelt', not_selected: 'Nicht ausgewählt', withdrawn: 'Zurückgezogen' },
  es: { submitted: 'Postulado', in_review: 'En revisión', interview: 'Entrevista', offered: 'Oferta recibida', placed: 'Colocado', not_selected: 'No seleccionado', withdrawn: 'Retirado' },
};

/** A job of a submission e-mail: "Travel RN at Mercy General (Tulsa, OK)". */
export const JOB_PLACE: Entry<{ position: string; facility: string; city: string; state: string }, string> = entry({
  en: (j) => `${j.position} at ${j.facility} (${j.city}, ${j.state})`,
  de: (j) => `${j.position} bei ${j.facility} (${j.city}, ${j.state})`,
  es: (j) => `${j.position} en ${j.facility} (${j.city}, ${j.state})`,
});

/**
 * A credential of an expiry e-mail, from what the application lists (modules/application/reminders.ts expiringItems):
 * a licence (its type, state and number), a board certification (its name) or a life-support card (its type). Each is a
 * feminine noun in German and Spanish, which the expiry e-mails' sentences rely on ("Ihre …", "Renuévela").
 */
export const CREDENTIAL: Entry<{ kind: 'licence' | 'certification' | 'card'; name: string; rest: string }, string> = entry({
  en: (c) => (c.kind === 'licence' ? [c.name, 'licence', c.rest].filter(Boolean).join(' ') : c.kind === 'certification' ? `${c.name} certification` : `${c.name} card`),
  de: (c) => [c.kind === 'licence' ? (c.name ? `${c.name}-Zulassung` : 'Zulassung') : c.kind === 'certification' ? `${c.name}-Zertifizierung` : `${c.name}-Karte`, c.kind === 'licence' ? c.rest : ''].filter(Boolean).join(' '),
  es: (c) => [c.kind === 'licence' ? 'licencia' : c.kind === 'certification' ? 'certificación' : 'tarjeta', c.name, c.kind === 'licence' ? c.rest : ''].filter(Boolean).join(' '),
});

// ---- the frame every e-mail shares (mail/layout.ts renderFrame) ----

export type FrameWords = { why: string; contact: string; portal: string; safety: string };

/** The footer. `email` and `phone` may be HTML links: the frame escapes the words around them (mail/layout.ts). */
export const FRAME_TEXTS: Entry<{ brand: string; reason: string; email: string; phone: string; home: string }, FrameWords> = entry({
  en: (v) => ({
    why: `You receive this e-mail because ${v.reason}.`,
    contact: `Questions? Write to ${v.email} or call ${v.phone}.`,
    portal: `${v.brand} candidate portal: ${v.home}`,
    safety: `${v.brand} never asks you to send a password or a code by e-mail or phone.`,
  }),
  de: (v) => ({
    why: `Sie erhalten diese E-Mail, weil ${v.reason}.`,
    contact: `Fragen? Schreiben Sie an ${v.email} oder rufen Sie ${v.phone} an.`,
    portal: `Kandidatenportal von ${v.brand}: ${v.home}`,
    safety: `${v.brand} bittet Sie nie, ein Passwort oder einen Code per E-Mail oder Telefon zu senden.`,
  }),
  es: (v) => ({
    why: `Recibe este correo porque ${v.reason}.`,
    contact: `¿Preguntas? Escriba a ${v.email} o llame al ${v.phone}.`,
    portal: `Portal de candidatos de ${v.brand}: ${v.home}`,
    safety: `${v.brand} nunca le pedirá que envíe una contraseña o un código por correo electrónico o por teléfono.`,
  }),
});

/** Under a button: its address to copy. */
export const COPY_ADDRESS: Entry<{ url: string }, string> = entry({
  en: (v) => `Or copy this address into your browser: ${v.url}`,
  de: (v) => `Oder kopieren Sie diese Adresse in Ihren Browser: ${v.url}`,
  es: (v) => `O copie esta dirección en su navegador: ${v.url}`,
});

// ---- the job alert (modules/job-emails/alert-mail.ts) ----

export type AlertWords = {
  subject: string;
  greeting: string;
  intro: string;
  /** "Nights · 13 weeks · starts 05/07/2026" */
  schedule: (shift: string, weeks: number, start: string | null) => string;
  pay: (weekly: number, stipends: number | null, gross: number) => string;
  view: string;
  viewAndApply: string;
  manage: string;
  unsubscribe: string;
  reason: string;
};

export const ALERT_TEXTS: Entry<{ org: string; firstName: string | null; count: number; criteria: string }, AlertWords> = entry({
  en: (v, f) => ({
    subject: `${v.count} new job${v.count === 1 ? '' : 's'} matching your alert`,
    greeting: hello.en(v.firstName),
    intro: `New jobs match your alert: ${v.criteria}.`,
    schedule: (shift, weeks, start) => `${shift} · ${weeks} weeks · starts ${start ? f.date(start) : 'flexible'}`,
    pay: (weekly, stipends, gross) => `${f.money(weekly)} a week${stipends ? ` + ${f.money(stipends)} stipends` : ''} · est. weekly gross ${f.money(gross)}`,
    view: 'View',
    viewAndApply: 'View and apply',
    manage: 'Manage your alerts',
    unsubscribe: 'Unsubscribe',
    reason: `you subscribed to job alerts from ${v.org}`,
  }),
  de: (v, f) => ({
    subject: v.count === 1 ? '1 neue Stelle passt zu Ihrem Jobalarm' : `${v.count} neue Stellen passen zu Ihrem Jobalarm`,
    greeting: hello.de(v.firstName),
    intro: `Neue Stellen passen zu Ihrem Jobalarm: ${v.criteria}.`,
    schedule: (shift, weeks, start) => `${shift} · ${weeks} ${weeks === 1 ? 'Woche' : 'Wochen'} · ${start ? `Beginn ${f.date(start)}` : 'Beginn flexibel'}`,
    pay: (weekly, stipends, gross) => `${f.money(weekly)} pro Woche${stipends ? ` + ${f.money(stipends)} Zuschüsse` : ''} · geschätzt brutto pro Woche ${f.money(gross)}`,
    view: 'Ansehen',
    viewAndApply: 'Ansehen und bewerben',
    manage: 'Jobalarme verwalten',
    unsubscribe: 'Abmelden',
    reason: `Sie Jobalarme von ${v.org} abonniert haben`,
  }),
  es: (v, f) => ({
    subject: v.count === 1 ? '1 empleo nuevo coincide con su alerta' : `${v.count} empleos nuevos coinciden con su alerta`,
    greeting: hello.es(v.firstName),
    intro: `Hay empleos nuevos que coinciden con su alerta: ${v.criteria}.`,
    schedule: (shift, weeks, start) => `${shift} · ${weeks} ${weeks === 1 ? 'semana' : 'semanas'} · ${start ? `empieza el ${f.date(start)}` : 'inicio flexible'}`,
    pay: (weekly, stipends, gross) => `${f.money(weekly)} por semana${stipends ? ` + ${f.money(stipends)} en viáticos` : ''} · bruto semanal estimado ${f.money(gross)}`,
    view: 'Ver',
    viewAndApply: 'Ver y postularse',
    manage: 'Gestionar sus alertas',
    unsubscribe: 'Darse de baja',
    reason: `se suscribió a las alertas de empleo de ${v.org}`,
  }),
});

/** A saved search's shift (the Subscription page's words). */
const SHIFT_WORDS: Record<'de' | 'es', Record<string, string>> = {
  de: { Days: 'Tagdienst', Nights: 'Nachtdienst', Evenings: 'Spätdienst', Rotating: 'Wechselschicht' },
  es: { Days: 'día', Nights: 'noche', Evenings: 'tarde', Rotating: 'rotativo' },
};

/** What an alert matched, in words ("ICU, Med-Surg; in TX, CA; nights shifts; from $2,000 a week"). */
export const CRITERIA_TEXTS: Entry<{ specialties: string[]; states: string[]; compactState: boolean; shift: string; minWeeklyPay: number | null }, string> = entry({
  en: (c, f) =>
    [
      c.specialties.length ? c.specialties.join(', ') : 'All specialties',
      c.states.length || c.compactState ? `in ${[...c.states, ...(c.compactState ? ['compact states'] : [])].join(', ')}` : 'in all states',
      c.shift !== 'any' ? `${c.shift.toLowerCase()} shifts` : '',
      c.minWeeklyPay ? `from ${f.money(c.minWeeklyPay)} a week` : '',
    ]
      .filter(Boolean)
      .join('; '),
  de: (c, f) =>
    [
      c.specialties.length ? c.specialties.join(', ') : 'Alle Fachgebiete',
      c.states.length || c.compactState ? `in ${[...c.states, ...(c.compactState ? ['Compact-Staaten'] : [])].join(', ')}` : 'in allen Bundesstaaten',
      c.shift !== 'any' ? `Schicht: ${SHIFT_WORDS.de[c.shift] ?? c.shift}` : '',
      c.minWeeklyPay ? `ab ${f.money(c.minWeeklyPay)} pro Woche` : '',
    ]
      .filter(Boolean)
      .join('; '),
  es: (c, f) =>
    [
      c.specialties.length ? c.specialties.join(', ') : 'Todas las especialidades',
      c.states.length || c.compactState ? `en ${[...c.states, ...(c.compactState ? ['estados del compacto'] : [])].join(', ')}` : 'en todos los estados',
      c.shift !== 'any' ? `turno: ${SHIFT_WORDS.es[c.shift] ?? c.shift}` : '',
      c.minWeeklyPay ? `desde ${f.money(c.minWeeklyPay)} por semana` : '',
    ]
      .filter(Boolean)
      .join('; '),
});

// ---- the e-mails of a greeting, paragraphs and a button (mail/layout.ts renderMail), by kind (mail/kinds.ts) ----

type Org = { org: string };
type Named = Org & { firstName: string | null };

const referenceRequest = entry<Org & { candidate: string; expires: Date }>({
  en: (v, f) => ({
    subject: 'A request for a professional reference',
    greeting: hello.en(),
    paragraphs: [
      `${v.candidate} is applying for healthcare assignments through ${v.org}, a staffing agency, and named you as a professional reference.`,
      'Please tell us how they worked with you: twelve short questions, about five minutes. Your answer goes to the agency only; the candidate does not see it.',
      'If your employer allows only HR to confirm dates of employment, or you cannot give a reference, the page lets you say so.',
    ],
    button: 'Give a reference',
    footnote: `This link works once and expires on ${f.date(v.expires)}. If you do not know ${v.candidate}, you can ignore this e-mail.`,
    reason: `a candidate of ${v.org} named you as a professional reference`,
  }),
  de: (v, f) => ({
    subject: 'Eine Anfrage für eine berufliche Referenz',
    greeting: hello.de(),
    paragraphs: [
      `${v.candidate} bewirbt sich über die Personalagentur ${v.org} um Einsätze im Gesundheitswesen und hat Sie als berufliche Referenz genannt.`,
      'Bitte sagen Sie uns, wie die Zusammenarbeit war: zwölf kurze Fragen, etwa fünf Minuten. Ihre Antwort geht nur an die Agentur; die Person, die sich bewirbt, sieht sie nicht.',
      'Wenn Ihr Arbeitgeber Beschäftigungszeiten nur durch die Personalabteilung bestätigen lässt oder Sie keine Referenz geben können, können Sie das auf der Seite angeben.',
    ],
    button: 'Referenz geben',
    footnote: `Dieser Link funktioniert einmal und läuft am ${f.date(v.expires)} ab. Wenn Sie ${v.candidate} nicht kennen, können Sie diese E-Mail ignorieren.`,
    reason: `jemand, der sich bei ${v.org} bewirbt, Sie als berufliche Referenz genannt hat`,
  }),
  es: (v, f) => ({
    subject: 'Una solicitud de referencia profesional',
    greeting: hello.es(),
    paragraphs: [
      `${v.candidate} se está postulando a asignaciones en el sector de la salud a través de ${v.org}, una agencia de personal, y le indicó a usted como referencia profesional.`,
      'Cuéntenos cómo fue trabajar con esta persona: doce preguntas breves, unos cinco minutos. Su respuesta solo llega a la agencia; el candidato no la ve.',
      'Si su empleador solo permite que Recursos Humanos confirme las fechas de empleo, o si no puede dar una referencia, puede indicarlo en la página.',
    ],
    button: 'Dar una referencia',
    footnote: `Este enlace funciona una sola vez y vence el ${f.date(v.expires)}. Si no conoce a ${v.candidate}, puede ignorar este correo.`,
    reason: `un candidato de ${v.org} le indicó como referencia profesional`,
  }),
});

const expiryReason: Record<Language, (org: string) => string> = {
  en: (org) => `you have a candidate account with ${org} and your application gives this expiry date`,
  de: (org) => `Sie ein Kandidatenkonto bei ${org} haben und Ihre Bewerbung dieses Ablaufdatum angibt`,
  es: (org) => `tiene una cuenta de candidato en ${org} y su solicitud indica esta fecha de vencimiento`,
};
const UPDATE_APPLICATION: Record<Language, string> = { en: 'Update my application', de: 'Meine Bewerbung aktualisieren', es: 'Actualizar mi solicitud' };
const OPEN_SUBMISSIONS: Record<Language, string> = { en: 'Open my submissions', de: 'Meine Einreichungen öffnen', es: 'Abrir mis postulaciones' };
const portalReason: Record<Language, (org: string) => string> = {
  en: (org) => `you have an account on the ${org} candidate portal`,
  de: (org) => `Sie ein Konto im Kandidatenportal von ${org} haben`,
  es: (org) => `tiene una cuenta en el portal de candidatos de ${org}`,
};

export const MAIL_TEXTS = {
  'signup.confirm': entry<Org & { minutes: number }>({
    en: (v) => ({
      subject: 'Confirm your e-mail address',
      greeting: hello.en(),
      paragraphs: [
        `Someone asked to create a ${v.org} account with this e-mail address. If it was you, confirm your address and type ` +
          'the password you chose to finish and sign in.',
      ],
      button: 'Confirm and sign in',
      footnote: `${linkOnce.en(v.minutes)} If you did not sign up, ignore this e-mail.`,
      reason: `this address was entered to create an account on the ${v.org} candidate portal`,
    }),
    de: (v) => ({
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      greeting: hello.de(),
      paragraphs: [
        `Jemand möchte mit dieser E-Mail-Adresse ein Konto bei ${v.org} anlegen. Wenn Sie das waren, bestätigen Sie Ihre Adresse und ` +
          'geben Sie das gewählte Passwort ein, um die Registrierung abzuschließen und sich anzumelden.',
      ],
      button: 'Bestätigen und anmelden',
      footnote: `${linkOnce.de(v.minutes)} Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.`,
      reason: `diese Adresse angegeben wurde, um ein Konto im Kandidatenportal von ${v.org} anzulegen`,
    }),
    es: (v) => ({
      subject: 'Confirme su dirección de correo electrónico',
      greeting: hello.es(),
      paragraphs: [
        `Alguien pidió crear una cuenta de ${v.org} con esta dirección de correo. Si fue usted, confirme su dirección y escriba ` +
          'la contraseña que eligió para terminar e iniciar sesión.',
      ],
      button: 'Confirmar e iniciar sesión',
      footnote: `${linkOnce.es(v.minutes)} Si no se registró, ignore este correo.`,
      reason: `esta dirección se usó para crear una cuenta en el portal de candidatos de ${v.org}`,
    }),
  }),

  'signup.account-exists': entry<Org>({
    en: (v) => ({
      subject: 'You already have an account',
      greeting: hello.en(),
      paragraphs: [
        `Someone tried to create a ${v.org} account with this e-mail address, which already has one.`,
        'If it was you, sign in instead. If you forgot your password, you can reset it from the sign-in page.',
      ],
      button: SIGN_IN.en,
      footnote: 'If it was not you, no action is needed: your account has not changed.',
      reason: accountReason.en(v.org),
    }),
    de: (v) => ({
      subject: 'Sie haben bereits ein Konto',
      greeting: hello.de(),
      paragraphs: [
        `Jemand hat versucht, mit dieser E-Mail-Adresse ein Konto bei ${v.org} anzulegen, aber zu dieser Adresse gibt es bereits eines.`,
        'Wenn Sie das waren, melden Sie sich stattdessen an. Wenn Sie Ihr Passwort vergessen haben, können Sie es auf der Anmeldeseite zurücksetzen.',
      ],
      button: SIGN_IN.de,
      footnote: 'Wenn Sie das nicht waren, müssen Sie nichts tun: Ihr Konto ist unverändert.',
      reason: accountReason.de(v.org),
    }),
    es: (v) => ({
      subject: 'Ya tiene una cuenta',
      greeting: hello.es(),
      paragraphs: [
        `Alguien intentó crear una cuenta de ${v.org} con esta dirección de correo, que ya tiene una.`,
        'Si fue usted, inicie sesión. Si olvidó su contraseña, puede restablecerla desde la página de inicio de sesión.',
      ],
      button: SIGN_IN.es,
      footnote: 'Si no fue usted, no tiene que hacer nada: su cuenta no ha cambiado.',
      reason: accountReason.es(v.org),
    }),
  }),

  'sign-in.link': entry<Named & { minutes: number; askedOn: string | null }>({
    en: (v) => ({
      subject: 'Your sign-in link',
      greeting: hello.en(v.firstName),
      paragraphs: [
        ...(v.askedOn ? [`You asked for a sign-in link on the ${v.askedOn} page, but the account of this e-mail address is with ${v.org}.`] : []),
        `Use the button below to sign in to ${v.org}. No password is needed.`,
      ],
      button: SIGN_IN.en,
      footnote: `${linkOnce.en(v.minutes)} If you did not ask for it, ignore this e-mail.`,
      reason: accountReason.en(v.org),
    }),
    de: (v) => ({
      subject: 'Ihr Anmeldelink',
      greeting: hello.de(v.firstName),
      paragraphs: [
        ...(v.askedOn ? [`Sie haben auf der Seite von ${v.askedOn} einen Anmeldelink angefordert, aber das Konto dieser E-Mail-Adresse besteht bei ${v.org}.`] : []),
        `Melden Sie sich mit der Schaltfläche unten bei ${v.org} an. Ein Passwort ist nicht nötig.`,
      ],
      button: SIGN_IN.de,
      footnote: `${linkOnce.de(v.minutes)} Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.`,
      reason: accountReason.de(v.org),
    }),
    es: (v) => ({
      subject: 'Su enlace para iniciar sesión',
      greeting: hello.es(v.firstName),
      paragraphs: [
        ...(v.askedOn ? [`Pidió un enlace para iniciar sesión en la página de ${v.askedOn}, pero la cuenta de esta dirección de correo es de ${v.org}.`] : []),
        `Use el botón de abajo para iniciar sesión en ${v.org}. No necesita contraseña.`,
      ],
      button: SIGN_IN.es,
      footnote: `${linkOnce.es(v.minutes)} Si no lo pidió, ignore este correo.`,
      reason: accountReason.es(v.org),
    }),
  }),

  'password.reset-code': entry<Named & { minutes: number; askedOn: string | null }>({
    en: (v) => ({
      subject: 'Your password reset code',
      greeting: hello.en(v.firstName),
      paragraphs: v.askedOn
        ? [
            `You asked to reset your password on the ${v.askedOn} page, but the account of this e-mail address is with ${v.org}.`,
            `Enter this code on the ${v.org} reset page (the button below opens it) to choose a new password, then sign in on the ${v.org} sign-in page.`,
          ]
        : [`Enter this code on the ${v.org} reset page to choose a new password.`],
      button: `Open the ${v.org} reset page`,
      footnote: `The code works once and for ${v.minutes} minutes; asking for a new code cancels this one. If you did not ask for it, ignore this e-mail.`,
      reason: accountReason.en(v.org),
    }),
    de: (v) => ({
      subject: 'Ihr Code zum Zurücksetzen des Passworts',
      greeting: hello.de(v.firstName),
      paragraphs: v.askedOn
        ? [
            `Sie haben auf der Seite von ${v.askedOn} angefordert, Ihr Passwort zurückzusetzen, aber das Konto dieser E-Mail-Adresse besteht bei ${v.org}.`,
            `Geben Sie diesen Code auf der Seite zum Zurücksetzen von ${v.org} ein (die Schaltfläche unten öffnet sie), um ein neues Passwort zu wählen, und melden Sie sich dann auf der Anmeldeseite von ${v.org} an.`,
          ]
        : [`Geben Sie diesen Code auf der Seite zum Zurücksetzen von ${v.org} ein, um ein neues Passwort zu wählen.`],
      button: `Seite zum Zurücksetzen von ${v.org} öffnen`,
      footnote: `Der Code funktioniert einmal und ${v.minutes} Minuten lang; ein neu angeforderter Code ersetzt diesen. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.`,
      reason: accountReason.de(v.org),
    }),
    es: (v) => ({
      subject: 'Su código para restablecer la contraseña',
      greeting: hello.es(v.firstName),
      paragraphs: v.askedOn
        ? [
            `Pidió restablecer su contraseña en la página de ${v.askedOn}, pero la cuenta de esta dirección de correo es de ${v.org}.`,
            `Escriba este código en la página de ${v.org} para restablecer la contraseña (el botón de abajo la abre) y elija una contraseña nueva; después, inicie sesión en la página de inicio de sesión de ${v.org}.`,
          ]
        : [`Escriba este código en la página de ${v.org} para restablecer la contraseña y elija una contraseña nueva.`],
      button: `Abrir la página de ${v.org} para restablecer la contraseña`,
      footnote: `El código funciona una sola vez y durante ${v.minutes} minutos; si pide un código nuevo, este deja de valer. Si no lo pidió, ignore este correo.`,
      reason: accountReason.es(v.org),
    }),
  }),

  'password.confirm-new': entry<Named & { minutes: number }>({
    en: (v) => ({
      subject: 'Confirm your new password',
      greeting: hello.en(v.firstName),
      paragraphs: ['You asked to set a password for your account. Confirm it to start signing in with it.'],
      button: 'Confirm my password',
      footnote: `${linkOnce.en(v.minutes)} If you did not ask for this, ignore this e-mail.`,
      reason: accountReason.en(v.org),
    }),
    de: (v) => ({
      subject: 'Bestätigen Sie Ihr neues Passwort',
      greeting: hello.de(v.firstName),
      paragraphs: ['Sie möchten ein Passwort für Ihr Konto festlegen. Bestätigen Sie es, um sich künftig damit anzumelden.'],
      button: 'Mein Passwort bestätigen',
      footnote: `${linkOnce.de(v.minutes)} Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
      reason: accountReason.de(v.org),
    }),
    es: (v) => ({
      subject: 'Confirme su nueva contraseña',
      greeting: hello.es(v.firstName),
      paragraphs: ['Pidió establecer una contraseña para su cuenta. Confírmela para empezar a iniciar sesión con ella.'],
      button: 'Confirmar mi contraseña',
      footnote: `${linkOnce.es(v.minutes)} Si no lo pidió, ignore este correo.`,
      reason: accountReason.es(v.org),
    }),
  }),

  'password.changed': entry<Named & { support: string }>({
    en: (v) => ({
      subject: 'Your password was changed',
      greeting: hello.en(v.firstName),
      paragraphs: ['The password of your account was just changed, and every device was signed out.'],
      button: SIGN_IN.en,
      footnote: `If this was not you, reset your password at once from the sign-in page and contact ${v.support}.`,
      reason: accountReason.en(v.org),
    }),
    de: (v) => ({
      subject: 'Ihr Passwort wurde geändert',
      greeting: hello.de(v.firstName),
      paragraphs: ['Das Passwort Ihres Kontos wurde soeben geändert, und alle Geräte wurden abgemeldet.'],
      button: SIGN_IN.de,
      footnote: `Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort auf der Anmeldeseite zurück und wenden Sie sich an ${v.support}.`,
      reason: accountReason.de(v.org),
    }),
    es: (v) => ({
      subject: 'Su contraseña se ha cambiado',
      greeting: hello.es(v.firstName),
      paragraphs: ['La contraseña de su cuenta acaba de cambiarse y se cerró la sesión en todos los dispositivos.'],
      button: SIGN_IN.es,
      footnote: `Si no fue usted, restablezca su contraseña de inmediato desde la página de inicio de sesión y escriba a ${v.support}.`,
      reason: accountReason.es(v.org),
    }),
  }),

  'account.deletion-candidate': entry<Named & { dueAt: Date }>({
    en: (v, f) => ({
      subject: 'Your account will be deleted',
      greeting: hello.en(v.firstName),
      paragraphs: [
        `We received your request to delete your account. It will be deleted on ${f.date(v.dueAt)}, with your application, documents and every other record.`,
        'Changed your mind? Sign in before then and the deletion is cancelled.',
      ],
      button: SIGN_IN.en,
      reason: accountReason.en(v.org),
    }),
    de: (v, f) => ({
      subject: 'Ihr Konto wird gelöscht',
      greeting: hello.de(v.firstName),
      paragraphs: [
        `Wir haben Ihren Antrag erhalten, Ihr Konto zu löschen. Es wird am ${f.date(v.dueAt)} gelöscht, mit Ihrer Bewerbung, Ihren Dokumenten und allen anderen Daten.`,
        'Haben Sie es sich anders überlegt? Melden Sie sich vorher an, dann wird die Löschung abgebrochen.',
      ],
      button: SIGN_IN.de,
      reason: accountReason.de(v.org),
    }),
    es: (v, f) => ({
      subject: 'Su cuenta se eliminará',
      greeting: hello.es(v.firstName),
      paragraphs: [
        `Recibimos su solicitud para eliminar su cuenta. Se eliminará el ${f.date(v.dueAt)}, junto con su solicitud, sus documentos y todos los demás datos.`,
        '¿Cambió de opinión? Inicie sesión antes de esa fecha y la eliminación se cancelará.',
      ],
      button: SIGN_IN.es,
      reason: accountReason.es(v.org),
    }),
  }),

  'quick-apply.finish': entry<Org & { minutes: number }>({
    en: (v) => ({
      subject: `Finish your application with ${v.org}`,
      greeting: hello.en(),
      paragraphs: [`Thank you for your quick application with ${v.org}.`, 'Open the link below to confirm your e-mail address, sign in and finish your full application.'],
      button: 'Finish my application',
      footnote: `${linkOnce.en(v.minutes)} If this was not you, ignore this e-mail: no account is made without this link.`,
      reason: `a quick application with ${v.org} was started with this address`,
    }),
    de: (v) => ({
      subject: `Schließen Sie Ihre Bewerbung bei ${v.org} ab`,
      greeting: hello.de(),
      paragraphs: [
        `Vielen Dank für Ihre Schnellbewerbung bei ${v.org}.`,
        'Öffnen Sie den Link unten, um Ihre E-Mail-Adresse zu bestätigen, sich anzumelden und Ihre vollständige Bewerbung abzuschließen.',
      ],
      button: 'Meine Bewerbung abschließen',
      footnote: `${linkOnce.de(v.minutes)} Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne diesen Link wird kein Konto angelegt.`,
      reason: `mit dieser Adresse eine Schnellbewerbung bei ${v.org} begonnen wurde`,
    }),
    es: (v) => ({
      subject: `Termine su solicitud con ${v.org}`,
      greeting: hello.es(),
      paragraphs: [`Gracias por su solicitud rápida con ${v.org}.`, 'Abra el enlace de abajo para confirmar su dirección de correo, iniciar sesión y terminar su solicitud completa.'],
      button: 'Terminar mi solicitud',
      footnote: `${linkOnce.es(v.minutes)} Si no fue usted, ignore este correo: no se crea ninguna cuenta sin este enlace.`,
      reason: `se empezó una solicitud rápida con ${v.org} con esta dirección`,
    }),
  }),

  'quick-apply.existing-account': entry<Org>({
    en: (v) => ({
      subject: `Review a quick application for your ${v.org} account`,
      greeting: hello.en(),
      paragraphs: [
        `A quick application was sent with this e-mail address, which already has an account with ${v.org}.`,
        'Sign in as usual to see what was sent and choose whether to add it to your account or discard it. Nothing in your account changes unless you add it.',
      ],
      button: 'Sign in to review it',
      footnote: 'If this was not you, discard it after signing in, or ignore this e-mail: it is deleted after 30 days.',
      reason: `a quick application with ${v.org} was sent with this address`,
    }),
    de: (v) => ({
      subject: `Prüfen Sie eine Schnellbewerbung für Ihr Konto bei ${v.org}`,
      greeting: hello.de(),
      paragraphs: [
        `Mit dieser E-Mail-Adresse, zu der es bereits ein Konto bei ${v.org} gibt, wurde eine Schnellbewerbung gesendet.`,
        'Melden Sie sich wie gewohnt an, um zu sehen, was gesendet wurde, und entscheiden Sie, ob Sie es Ihrem Konto hinzufügen oder verwerfen. In Ihrem Konto ändert sich nichts, solange Sie es nicht hinzufügen.',
      ],
      button: 'Anmelden und prüfen',
      footnote: 'Wenn Sie das nicht waren, verwerfen Sie sie nach der Anmeldung oder ignorieren Sie diese E-Mail: Sie wird nach 30 Tagen gelöscht.',
      reason: `mit dieser Adresse eine Schnellbewerbung bei ${v.org} gesendet wurde`,
    }),
    es: (v) => ({
      subject: `Revise una solicitud rápida para su cuenta de ${v.org}`,
      greeting: hello.es(),
      paragraphs: [
        `Se envió una solicitud rápida con esta dirección de correo, que ya tiene una cuenta en ${v.org}.`,
        'Inicie sesión como siempre para ver lo que se envió y decidir si lo añade a su cuenta o lo descarta. Nada cambia en su cuenta a menos que lo añada.',
      ],
      button: 'Iniciar sesión para revisarla',
      footnote: 'Si no fue usted, descártela después de iniciar sesión o ignore este correo: se elimina a los 30 días.',
      reason: `se envió una solicitud rápida a ${v.org} con esta dirección`,
    }),
  }),

  'application.expiry-reminder': entry<Named & { credential: string; expiresOn: string; days: number }>({
    en: (v, f) => ({
      subject: `Your ${v.credential} expires in ${v.days} days`,
      greeting: hello.en(v.firstName),
      paragraphs: [
        `Your ${v.credential} expires on ${f.date(v.expiresOn)}, in ${v.days} days.`,
        'Renew it in time and upload the new card or licence to your application, so your placements are not interrupted.',
      ],
      button: UPDATE_APPLICATION.en,
      reason: expiryReason.en(v.org),
    }),
    de: (v, f) => ({
      subject: `Ihre ${v.credential} läuft in ${v.days} Tagen ab`,
      greeting: hello.de(v.firstName),
      paragraphs: [
        `Ihre ${v.credential} läuft am ${f.date(v.expiresOn)} ab, in ${v.days} Tagen.`,
        'Erneuern Sie sie rechtzeitig und laden Sie die neue Karte oder Zulassung in Ihre Bewerbung hoch, damit Ihre Einsätze nicht unterbrochen werden.',
      ],
      button: UPDATE_APPLICATION.de,
      reason: expiryReason.de(v.org),
    }),
    es: (v, f) => ({
      subject: `Su ${v.credential} vence en ${v.days} días`,
      greeting: hello.es(v.firstName),
      paragraphs: [
        `Su ${v.credential} vence el ${f.date(v.expiresOn)}, dentro de ${v.days} días.`,
        'Renuévela a tiempo y suba la nueva tarjeta o licencia a su solicitud, para que sus asignaciones no se interrumpan.',
      ],
      button: UPDATE_APPLICATION.es,
      reason: expiryReason.es(v.org),
    }),
  }),

  'application.expired': entry<Named & { credential: string; expiresOn: string }>({
    en: (v, f) => ({
      subject: `Your ${v.credential} has expired`,
      greeting: hello.en(v.firstName),
      paragraphs: [
        `Your ${v.credential} expired on ${f.date(v.expiresOn)}.`,
        'Once you have renewed it, upload the new card or licence and its new expiry date to your application, so the agency can place you again in roles that need it.',
      ],
      button: UPDATE_APPLICATION.en,
      reason: expiryReason.en(v.org),
    }),
    de: (v, f) => ({
      subject: `Ihre ${v.credential} ist abgelaufen`,
      greeting: hello.de(v.firstName),
      paragraphs: [
        `Ihre ${v.credential} ist am ${f.date(v.expiresOn)} abgelaufen.`,
        'Sobald Sie sie erneuert haben, laden Sie die neue Karte oder Zulassung mit dem neuen Ablaufdatum in Ihre Bewerbung hoch, damit die Agentur Sie wieder für Stellen vermitteln kann, die sie verlangen.',
      ],
      button: UPDATE_APPLICATION.de,
      reason: expiryReason.de(v.org),
    }),
    es: (v, f) => ({
      subject: `Su ${v.credential} ha vencido`,
      greeting: hello.es(v.firstName),
      paragraphs: [
        `Su ${v.credential} venció el ${f.date(v.expiresOn)}.`,
        'Cuando la haya renovado, suba la nueva tarjeta o licencia y su nueva fecha de vencimiento a su solicitud, para que la agencia pueda volver a asignarle puestos que la requieran.',
      ],
      button: UPDATE_APPLICATION.es,
      reason: expiryReason.es(v.org),
    }),
  }),

  'job-alerts.confirm': entry<Org>({
    en: (v) => ({
      subject: 'Confirm your job alerts',
      greeting: hello.en(),
      paragraphs: [`Someone, hopefully you, asked for job alerts from ${v.org} at this address.`, 'Confirm within 48 hours to start receiving them.'],
      button: 'Confirm my job alerts',
      footnote: 'If you did not ask for job alerts, ignore this e-mail: nothing is sent without your confirmation.',
      reason: `job alerts from ${v.org} were asked for with this address`,
    }),
    de: (v) => ({
      subject: 'Bestätigen Sie Ihre Jobalarme',
      greeting: hello.de(),
      paragraphs: [`Jemand, hoffentlich Sie, hat für diese Adresse Jobalarme von ${v.org} angefordert.`, 'Bestätigen Sie innerhalb von 48 Stunden, um sie zu erhalten.'],
      button: 'Meine Jobalarme bestätigen',
      footnote: 'Wenn Sie keine Jobalarme angefordert haben, ignorieren Sie diese E-Mail: Ohne Ihre Bestätigung wird nichts gesendet.',
      reason: `mit dieser Adresse Jobalarme von ${v.org} angefordert wurden`,
    }),
    es: (v) => ({
      subject: 'Confirme sus alertas de empleo',
      greeting: hello.es(),
      paragraphs: [`Alguien, esperamos que usted, pidió alertas de empleo de ${v.org} para esta dirección.`, 'Confirme en un plazo de 48 horas para empezar a recibirlas.'],
      button: 'Confirmar mis alertas de empleo',
      footnote: 'Si no pidió alertas de empleo, ignore este correo: no se envía nada sin su confirmación.',
      reason: `se pidieron alertas de empleo de ${v.org} con esta dirección`,
    }),
  }),

  'reference.request': referenceRequest,

  'reference.reminder': entry<Org & { candidate: string; expires: Date; days: number }>({
    en: (v, f) => {
      const request = referenceRequest.en(v, f);
      return { ...request, subject: 'Reminder: a request for a professional reference', paragraphs: [...request.paragraphs, `We sent this request ${v.days} days ago and have not had an answer yet.`] };
    },
    de: (v, f) => {
      const request = referenceRequest.de(v, f);
      return { ...request, subject: 'Erinnerung: eine Anfrage für eine berufliche Referenz', paragraphs: [...request.paragraphs, `Wir haben diese Anfrage vor ${v.days} Tagen gesendet und noch keine Antwort erhalten.`] };
    },
    es: (v, f) => {
      const request = referenceRequest.es(v, f);
      return { ...request, subject: 'Recordatorio: una solicitud de referencia profesional', paragraphs: [...request.paragraphs, `Le enviamos esta solicitud hace ${v.days} días y aún no hemos recibido respuesta.`] };
    },
  }),

  'reference.answered': entry<Named & { referee: string; completed: boolean }>({
    en: (v) => ({
      subject: 'A referee has answered',
      greeting: hello.en(v.firstName),
      paragraphs: [
        v.completed ? `${v.referee} has given you a reference. What they wrote goes to ${v.org} only.` : `${v.referee} declined to give a reference. You can ask someone else who saw your work.`,
        'Your References page shows where each request stands and whether you can apply for jobs.',
      ],
      button: 'Open my references',
      reason: portalReason.en(v.org),
    }),
    de: (v) => ({
      subject: 'Eine Referenzperson hat geantwortet',
      greeting: hello.de(v.firstName),
      paragraphs: [
        v.completed
          ? `${v.referee} hat Ihnen eine Referenz gegeben. Was darin steht, geht nur an ${v.org}.`
          : `${v.referee} möchte keine Referenz geben. Sie können jemand anderen fragen, der Ihre Arbeit kennt.`,
        'Auf Ihrer Seite „Referenzen“ sehen Sie, wie weit jede Anfrage ist und ob Sie sich auf Stellen bewerben können.',
      ],
      button: 'Meine Referenzen öffnen',
      reason: portalReason.de(v.org),
    }),
    es: (v) => ({
      subject: 'Una referencia ha respondido',
      greeting: hello.es(v.firstName),
      paragraphs: [
        v.completed
          ? `${v.referee} le ha dado una referencia. Lo que escribió solo llega a ${v.org}.`
          : `${v.referee} no quiso dar una referencia. Puede pedírsela a otra persona que conozca su trabajo.`,
        'Su página «Referencias» muestra en qué punto está cada solicitud y si puede postularse a empleos.',
      ],
      button: 'Abrir mis referencias',
      reason: portalReason.es(v.org),
    }),
  }),

  'submission.created': entry<Named & { places: string[] }>({
    en: (v) => ({
      subject: v.places.length === 1 ? 'Your job submission was sent' : `Your ${v.places.length} job submissions were sent`,
      greeting: hello.en(v.firstName),
      paragraphs: [`Your profile was sent to ${v.org} for ${v.places.join('; ')}.`, 'Your recruiter will be in touch. Your Submissions page shows where each one stands.'],
      button: OPEN_SUBMISSIONS.en,
      reason: portalReason.en(v.org),
    }),
    de: (v) => ({
      subject: v.places.length === 1 ? 'Ihre Einreichung für eine Stelle wurde gesendet' : `Ihre ${v.places.length} Einreichungen für Stellen wurden gesendet`,
      greeting: hello.de(v.firstName),
      paragraphs: [
        `Ihr Profil wurde an ${v.org} gesendet, für: ${v.places.join('; ')}.`,
        'Ihr Recruiting-Team meldet sich bei Ihnen. Auf Ihrer Seite „Einreichungen“ sehen Sie, wie weit jede ist.',
      ],
      button: OPEN_SUBMISSIONS.de,
      reason: portalReason.de(v.org),
    }),
    es: (v) => ({
      subject: v.places.length === 1 ? 'Se envió su postulación a un empleo' : `Se enviaron sus ${v.places.length} postulaciones a empleos`,
      greeting: hello.es(v.firstName),
      paragraphs: [`Su perfil se envió a ${v.org} para ${v.places.join('; ')}.`, 'Su reclutador se pondrá en contacto con usted. Su página «Postulaciones» muestra en qué punto está cada una.'],
      button: OPEN_SUBMISSIONS.es,
      reason: portalReason.es(v.org),
    }),
  }),

  'submission.status': entry<Named & { place: string; status: string }>({
    en: (v) => ({
      subject: 'Your job submission has a new status',
      greeting: hello.en(v.firstName),
      paragraphs: [`${v.place}: ${STATUS_WORDS.en[v.status as SubmissionStatus] ?? v.status}.`, 'Your Submissions page shows every submission and where it stands.'],
      button: OPEN_SUBMISSIONS.en,
      reason: portalReason.en(v.org),
    }),
    de: (v) => ({
      subject: 'Ihre Einreichung hat einen neuen Status',
      greeting: hello.de(v.firstName),
      paragraphs: [`${v.place}: ${STATUS_WORDS.de[v.status as SubmissionStatus] ?? v.status}.`, 'Auf Ihrer Seite „Einreichungen“ sehen Sie jede Einreichung und wie weit sie ist.'],
      button: OPEN_SUBMISSIONS.de,
      reason: portalReason.de(v.org),
    }),
    es: (v) => ({
      subject: 'Su postulación tiene un estado nuevo',
      greeting: hello.es(v.firstName),
      paragraphs: [`${v.place}: ${STATUS_WORDS.es[v.status as SubmissionStatus] ?? v.status}.`, 'Su página «Postulaciones» muestra cada postulación y en qué punto está.'],
      button: OPEN_SUBMISSIONS.es,
      reason: portalReason.es(v.org),
    }),
  }),
} as const;

// ---- the e-mails to the agency: English, the agency's language (decision 042) ----

type EnglishOnly<P> = Pick<Entry<P>, 'en'>;
const agency = <P>(texts: EnglishOnly<P>): EnglishOnly<P> => texts;
const agencyReason = (org: string) => `this is the support address of ${org} on its candidate portal`;

export const AGENCY_TEXTS = {
  'account.deletion-agency': agency<Org & { name: string; email: string; requestedAt: Date; dueAt: Date }>({
    en: (v, f) => ({
      subject: `Account deletion requested: ${v.name}`,
      greeting: hello.en(),
      paragraphs: [
        `${v.name} (${v.email}) asked to delete their candidate account on ${f.date(v.requestedAt)}.`,
        `Unless they sign in again before ${f.date(v.dueAt)}, the account and everything in it will be deleted on that day.`,
        'Please remove their data from any other system of the agency that holds it as well.',
      ],
      reason: agencyReason(v.org),
    }),
  }),
  'support.contact': agency<Org & { fullName: string; email: string; phone: string; description: string; signedIn: boolean }>({
    en: (v) => ({
      subject: `Contact form: ${v.fullName}`,
      greeting: hello.en(),
      paragraphs: [
        `${v.fullName} wrote through the contact form of the candidate portal${v.signedIn ? ' (signed in)' : ''}.`,
        `E-mail: ${v.email}`,
        `Phone: ${v.phone}`,
        'Message:',
        v.description,
      ],
      footnote: 'Reply to this e-mail to answer them.',
      reason: agencyReason(v.org),
    }),
  }),
  'recruiter.chosen': agency<Org & { recruiter: string; name: string; previous: string | null; email: string; cell: string | null; specialties: string[] }>({
    en: (v) => ({
      subject: `${v.name} chose you as their recruiter`,
      greeting: hello.en(v.recruiter),
      paragraphs: [
        `${v.name} chose you as their recruiter on the ${v.org} candidate portal${v.previous ? ` (until now ${v.previous})` : ''}.`,
        `Reach them at ${v.email}${v.cell ? ` or ${v.cell}` : ''}.`,
        ...(v.specialties.length ? [`Specialties: ${v.specialties.join(', ')}.`] : []),
      ],
      reason: `you are listed as a recruiter of ${v.org}`,
    }),
  }),
} as const;

export type MailTextKind = keyof typeof MAIL_TEXTS;
export type MailValues<K extends MailTextKind> = Parameters<(typeof MAIL_TEXTS)[K]['en']>[0];

/** The words of a candidate's (or subscriber's, or referee's) e-mail of `kind` in `language`. */
export function mailWords<K extends MailTextKind>(kind: K, language: Language, values: MailValues<K>): MailWords {
  return wordsOf(MAIL_TEXTS[kind] as unknown as Entry<MailValues<K>>, language, values);
}

/** The words of an e-mail to the agency: always English. */
export function agencyWords<K extends keyof typeof AGENCY_TEXTS>(kind: K, values: Parameters<(typeof AGENCY_TEXTS)[K]['en']>[0]): MailWords {
  return (AGENCY_TEXTS[kind].en as (v: typeof values, f: Formats) => MailWords)(values, formats('en'));
}
