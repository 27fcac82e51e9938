// Server messages in the candidate's language. Every answer keeps its stable `code` (where it has one) and its
// message; the web client sends the language the candidate reads in as Accept-Language, and a message of the
// catalogue below (auth, account, contact and some application messages) is answered in that language. English is the text of record
// (spec messages byte for byte); any message not in the catalogue is answered as it is.
import { GAP_TEXTS } from '@portal/shared/application/gaps';
import { APPLICATION_MESSAGES } from '@portal/shared/application/validate';
import { AUTH_MESSAGES } from '@portal/shared/schemas/auth';
import { READINESS_MESSAGES } from '@portal/shared/schemas/readiness';
import { REFERENCE_MESSAGES } from '@portal/shared/schemas/references';
import { CONTACT_MESSAGES } from '@portal/shared/schemas/support';
import { SKILLS_MESSAGES } from '@portal/shared/skills';
import { SUBSCRIPTION_MESSAGES } from '@portal/shared/schemas/job-emails';
import { UPLOAD_MESSAGES } from '@portal/shared/schemas/uploads';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { namedLanguage } from '../../lib/language';
import { MESSAGES } from '../auth/service';
import { SOCIAL_MESSAGES } from '../auth/social';
import { DELETION_PROOF_MESSAGES } from './deletion';
import { IDENTITY_MESSAGES } from './identities';
import { ACCOUNT_MESSAGES } from './routes';
import { DOCUMENT_CHECK_MESSAGES, STORAGE_MESSAGES } from '../../lib/uploads';
import { APPLICATION_MESSAGES as APPLICATION_CALL_MESSAGES } from '../application/service';

export const SERVER_LANGUAGES = ['de', 'es'] as const;
type Lang = (typeof SERVER_LANGUAGES)[number];
type Translations = Record<Lang, string>;

/** English message → German and Spanish. */
export const CATALOGUE = new Map<string, Translations>([
  [MESSAGES.invalidCredentials, { de: 'Die E-Mail-Adresse oder das Passwort ist falsch.', es: 'El correo electrónico o la contraseña no son correctos.' }],
  [MESSAGES.signupSent, { de: 'Vielen Dank! Prüfen Sie Ihre E-Mails: Ein Link bestätigt Ihre Adresse und meldet Sie an.', es: '¡Gracias! Revise su correo: le enviamos un enlace para confirmar su dirección e iniciar sesión.' }],
  [MESSAGES.magicSent, { de: 'Prüfen Sie Ihre E-Mails: Wenn es ein Konto dazu gibt, haben wir Ihnen einen Anmeldelink gesendet.', es: 'Revise su correo: si existe una cuenta con esa dirección, le enviamos un enlace para iniciar sesión.' }],
  [MESSAGES.linkInvalid, { de: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.', es: 'Este enlace no es válido o ha caducado. Solicite uno nuevo.' }],
  [MESSAGES.resetSent, { de: 'Prüfen Sie Ihre E-Mails: Wenn es ein Konto dazu gibt, haben wir Ihnen einen Code gesendet.', es: 'Revise su correo: si existe una cuenta con esa dirección, le enviamos un código.' }],
  [MESSAGES.codeInvalid, { de: 'Der Code ist ungültig oder abgelaufen.', es: 'El código no es válido o ha caducado.' }],
  [MESSAGES.resetGrantInvalid, { de: 'Ihre Sitzung zum Zurücksetzen ist abgelaufen. Bitte fordern Sie einen neuen Code an.', es: 'Su sesión para restablecer la contraseña ha caducado. Solicite un código nuevo.' }],
  [MESSAGES.passwordReset, { de: 'Ihr Passwort wurde zurückgesetzt. Bitte melden Sie sich mit dem neuen Passwort an.', es: 'Su contraseña se ha restablecido. Inicie sesión con la nueva contraseña.' }],
  [MESSAGES.oldPasswordWrong, { de: 'Ihr aktuelles Passwort ist falsch.', es: 'Su contraseña actual no es correcta.' }],
  [MESSAGES.passwordChanged, { de: 'Ihr Passwort wurde geändert.', es: 'Su contraseña se ha cambiado.' }],
  [MESSAGES.passwordChangeSent, { de: 'Wir haben Ihnen eine E-Mail gesendet. Öffnen Sie den Link darin, um Ihr neues Passwort zu bestätigen.', es: 'Le enviamos un correo. Abra su enlace para confirmar la nueva contraseña.' }],
  [MESSAGES.passwordConfirmed, { de: 'Ihr Passwort ist gesetzt. Sie können sich jetzt damit anmelden.', es: 'Su contraseña está establecida. Ya puede iniciar sesión con ella.' }],
  [MESSAGES.signupPasswordRequired, { de: 'Geben Sie das bei der Registrierung gewählte Passwort ein, um Ihr Konto fertig einzurichten.', es: 'Escriba la contraseña que eligió al registrarse para terminar de crear su cuenta.' }],
  [MESSAGES.signupPasswordMismatch, { de: 'Das ist nicht das Passwort, das bei der Anfrage dieses Kontos gewählt wurde. Geben Sie es erneut ein oder registrieren Sie sich neu, um ein neues zu wählen.', es: 'Esta no es la contraseña elegida al solicitar esta cuenta. Escríbala de nuevo o regístrese otra vez para elegir una nueva.' }],
  [MESSAGES.newPasswordRequired, { de: 'Geben Sie Ihr neues Passwort zur Bestätigung erneut ein.', es: 'Escriba de nuevo su nueva contraseña para confirmarla.' }],
  [MESSAGES.newPasswordMismatch, { de: 'Das ist nicht das neue Passwort, das Sie gewählt haben. Geben Sie es erneut ein oder setzen Sie es in Ihrem Profil neu.', es: 'Esta no es la nueva contraseña que eligió. Escríbala de nuevo o vuelva a establecerla desde su perfil.' }],
  [SOCIAL_MESSAGES.failed, { de: 'Die Anmeldung über das soziale Netzwerk ist fehlgeschlagen. Bitte versuchen Sie es erneut.', es: 'No se pudo iniciar sesión con la red social. Inténtelo de nuevo.' }],
  ['You have been signed out.', { de: 'Sie wurden abgemeldet.', es: 'Se ha cerrado su sesión.' }],
  ['You have been signed out on every device.', { de: 'Sie wurden auf allen Geräten abgemeldet.', es: 'Se ha cerrado su sesión en todos los dispositivos.' }],
  ['Please sign in to continue.', { de: 'Bitte melden Sie sich an, um fortzufahren.', es: 'Inicie sesión para continuar.' }],
  ['Please try again', { de: 'Bitte versuchen Sie es erneut', es: 'Inténtelo de nuevo' }],
  ['This sign-in method is not available.', { de: 'Diese Anmeldemethode ist nicht verfügbar.', es: 'Este método de inicio de sesión no está disponible.' }],
  ['Data has been updated', { de: 'Die Daten wurden aktualisiert', es: 'Los datos se han actualizado' }],
  [READINESS_MESSAGES.list, { de: 'Senden Sie die Kennungen der Stellen als Liste.', es: 'Envíe los identificadores de los empleos como una lista.' }],
  [READINESS_MESSAGES.empty, { de: 'Nennen Sie mindestens eine Stelle.', es: 'Indique al menos un empleo.' }],
  [READINESS_MESSAGES.tooMany, { de: 'Höchstens 100 Stellen auf einmal.', es: 'Como máximo 100 empleos a la vez.' }],
  [
    APPLICATION_MESSAGES.activeExpired,
    {
      de: 'Dies ist als aktiv angegeben, aber das Ablaufdatum ist bereits vorbei. Korrigieren Sie das Datum oder ändern Sie den Status.',
      es: 'Figura como activa, pero su fecha de vencimiento ya pasó. Corrija la fecha o cambie el estado.',
    },
  ],
  [AUTH_MESSAGES.emailRequired, { de: 'Bitte geben Sie eine E-Mail-Adresse ein.', es: 'Introduzca un correo electrónico.' }],
  [AUTH_MESSAGES.emailInvalid, { de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', es: 'Introduzca un correo electrónico válido.' }],
  [AUTH_MESSAGES.passwordRequired, { de: 'Bitte geben Sie Ihr Passwort ein.', es: 'Introduzca su contraseña.' }],
  [AUTH_MESSAGES.passwordsMustMatch, { de: 'Die Passwörter müssen übereinstimmen', es: 'Las contraseñas deben coincidir' }],
  [AUTH_MESSAGES.oldPasswordRequired, { de: 'Bitte geben Sie Ihr aktuelles Passwort ein.', es: 'Introduzca su contraseña actual.' }],
  [AUTH_MESSAGES.onlyAlphabets, { de: 'Bitte geben Sie nur Buchstaben ein.', es: 'Introduzca solo letras.' }],
  [AUTH_MESSAGES.phoneInvalid, { de: 'Die Telefonnummer ist ungültig.', es: 'El número de teléfono no es válido.' }],
  [IDENTITY_MESSAGES.lastWayIn, { de: 'Legen Sie ein Passwort fest oder verbinden Sie eine andere Anmeldemethode, bevor Sie diese trennen.', es: 'Establezca una contraseña o conecte otro método de inicio de sesión antes de desconectar este.' }],
  [IDENTITY_MESSAGES.notConnected, { de: 'Diese Anmeldemethode ist nicht mit Ihrem Konto verbunden.', es: 'Este método de inicio de sesión no está conectado a su cuenta.' }],
  [IDENTITY_MESSAGES.disconnected, { de: 'Die Anmeldemethode wurde getrennt.', es: 'El método de inicio de sesión se ha desconectado.' }],
  [IDENTITY_MESSAGES.takenByOther, { de: 'Dieses Konto des Anbieters ist hier bereits mit einem anderen Konto verbunden.', es: 'Esta cuenta del proveedor ya está conectada a otra cuenta aquí.' }],
  [ACCOUNT_MESSAGES.deviceSignedOut, { de: 'Das Gerät wurde abgemeldet.', es: 'Se ha cerrado la sesión del dispositivo.' }],
  [ACCOUNT_MESSAGES.othersSignedOut, { de: 'Alle anderen Geräte wurden abgemeldet.', es: 'Se ha cerrado la sesión en todos los demás dispositivos.' }],
  [ACCOUNT_MESSAGES.deletionRequested, { de: 'Ihr Konto wird am Ende der Frist gelöscht. Melden Sie sich vorher erneut an, um das abzubrechen.', es: 'Su cuenta se eliminará al final del plazo de gracia. Inicie sesión antes para cancelarlo.' }],
  [ACCOUNT_MESSAGES.deletionCancelled, { de: 'Die Löschung Ihres Kontos wurde abgebrochen.', es: 'Se ha cancelado la eliminación de su cuenta.' }],
  [ACCOUNT_MESSAGES.noDeletionPending, { de: 'Es ist keine Löschung Ihres Kontos vorgesehen.', es: 'No hay ninguna eliminación de su cuenta pendiente.' }],
  [ACCOUNT_MESSAGES.confirmDeletion, { de: 'Geben Sie DELETE ein, um zu bestätigen.', es: 'Escriba DELETE para confirmar.' }],
  [
    DELETION_PROOF_MESSAGES.signInAgain,
    {
      de: 'Melden Sie sich zu Ihrer Sicherheit zur Bestätigung erneut an: Zum Löschen Ihres Kontos ist eine Anmeldung innerhalb der letzten 10 Minuten nötig.',
      es: 'Por su seguridad, inicie sesión de nuevo para confirmar: para eliminar su cuenta se necesita un inicio de sesión en los últimos 10 minutos.',
    },
  ],
  ['This device is not signed in.', { de: 'Dieses Gerät ist nicht angemeldet.', es: 'Este dispositivo no tiene la sesión iniciada.' }],
  [CONTACT_MESSAGES.fullNameRequired, { de: 'Bitte geben Sie Ihren vollständigen Namen ein.', es: 'Introduzca su nombre completo.' }],
  [CONTACT_MESSAGES.fullNameMax, { de: 'Der vollständige Name darf höchstens 25 Zeichen lang sein', es: 'El nombre completo no debe superar los 25 caracteres' }],
  [CONTACT_MESSAGES.descriptionRequired, { de: 'Bitte sagen Sie uns, wie wir helfen können.', es: 'Díganos en qué podemos ayudarle.' }],
  [CONTACT_MESSAGES.descriptionMax, { de: 'Die Beschreibung darf höchstens 500 Zeichen lang sein', es: 'La descripción no debe superar los 500 caracteres' }],
  [CONTACT_MESSAGES.phoneRequired, { de: 'Bitte geben Sie Ihre Telefonnummer ein.', es: 'Introduzca su número de teléfono.' }],
  [CONTACT_MESSAGES.sent, { de: 'E-Mail gesendet', es: 'Correo enviado' }],
  [
    REFERENCE_MESSAGES.answeredKept,
    {
      de: 'Diese Referenz wurde beantwortet. Sie bleibt deshalb bei Ihrer Agentur und kann nicht zurückgezogen werden. Bitte wenden Sie sich an die Agentur, wenn sie entfernt werden soll.',
      es: 'Esta referencia ya fue respondida, por lo que queda en su agencia y no se puede retirar. Pida a la agencia que la elimine si corresponde.',
    },
  ],
  [REFERENCE_MESSAGES.ownEmail, { de: 'Das ist Ihre eigene E-Mail-Adresse. Bitte geben Sie die E-Mail-Adresse Ihrer Referenzperson ein.', es: 'Esta es su propia dirección de correo. Introduzca el correo de su referencia.' }],
  [REFERENCE_MESSAGES.alreadyAnswered, { de: 'Diese Referenz wurde bereits beantwortet.', es: 'Esta referencia ya fue respondida.' }],
  [SKILLS_MESSAGES.attemptRunning, { de: 'Beenden Sie den Test, um sein Ergebnis zu erhalten.', es: 'Termine la prueba para obtener su resultado.' }],
  [
    REFERENCE_MESSAGES.draftNotSent,
    {
      de: 'An diese Referenzperson wurde noch keine Anfrage gesendet. Prüfen Sie die Angaben und senden Sie sie mit „Bearbeiten“.',
      es: 'Todavía no se ha enviado una solicitud a esta referencia. Revise los datos y envíela con «Editar».',
    },
  ],
  [
    APPLICATION_CALL_MESSAGES.referencesList,
    {
      de: 'Ihre Referenzpersonen stehen in einer einzigen Liste: Fügen Sie sie in diesem Schritt der Bewerbung oder auf der Seite „Referenzen“ hinzu oder ändern Sie sie dort.',
      es: 'Sus referencias están en una sola lista: añádalas o cámbielas en este paso de la solicitud o en la página «Referencias».',
    },
  ],
  [
    APPLICATION_CALL_MESSAGES.partUnknown,
    { de: 'Diesen Teil gibt es in diesem Abschnitt nicht.', es: 'Esta sección no tiene ninguna parte con ese nombre.' },
  ],
  [UPLOAD_MESSAGES.oneFile, { de: 'Senden Sie bitte eine Datei nach der anderen.', es: 'Envíe un archivo cada vez.' }],
  [SKILLS_MESSAGES.quickLinkInvalid, { de: 'Dieser Link ist ungültig oder abgelaufen. Bitte beginnen Sie erneut.', es: 'Este enlace no es válido o ha caducado. Empiece de nuevo.' }],
  [SKILLS_MESSAGES.quickSignIn, { de: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich an, um die Schnellbewerbung zu sehen und zu entscheiden, ob Sie sie hinzufügen.', es: 'Esta dirección de correo ya tiene una cuenta. Inicie sesión para ver la solicitud rápida y decidir si la añade.' }],
  [SKILLS_MESSAGES.quickNotFound, { de: 'Diese Schnellbewerbung wurde nicht gefunden oder bereits hinzugefügt oder verworfen.', es: 'No se encontró esta solicitud rápida, o ya se añadió o se descartó.' }],
  [SKILLS_MESSAGES.quickAttached, { de: 'Die Schnellbewerbung wurde Ihrem Konto hinzugefügt.', es: 'La solicitud rápida se ha añadido a su cuenta.' }],
  [SKILLS_MESSAGES.quickDiscarded, { de: 'Die Schnellbewerbung wurde verworfen.', es: 'La solicitud rápida se ha descartado.' }],
  [
    STORAGE_MESSAGES.quotaFull,
    {
      de: 'Für diese Datei ist kein Platz mehr: Ihre Dokumente belegen den gesamten Speicher Ihres Kontos. Bitte entfernen Sie ein Dokument, das Sie nicht mehr brauchen, und laden Sie die Datei dann erneut hoch.',
      es: 'No queda espacio para este archivo: sus documentos ocupan todo el almacenamiento de su cuenta. Elimine un documento que ya no necesite y vuelva a subir el archivo.',
    },
  ],
  [
    DOCUMENT_CHECK_MESSAGES.encrypted,
    {
      de: 'Dieses PDF ist durch ein Passwort geschützt, daher könnte die Agentur es nicht öffnen. Bitte laden Sie eine Kopie ohne Passwort hoch.',
      es: 'Este PDF está protegido con contraseña, por lo que la agencia no podría abrirlo. Suba una copia sin contraseña.',
    },
  ],
  [
    APPLICATION_MESSAGES.oneCurrentJob,
    {
      de: 'Nur eine Stelle kann Ihre aktuelle Stelle sein. Bitte antworten Sie hier oder bei der anderen aktuellen Stelle mit Nein.',
      es: 'Solo un empleo puede ser su empleo actual. Responda No aquí o en el otro empleo actual.',
    },
  ],
  [SUBSCRIPTION_MESSAGES.body, { de: 'Bitte senden Sie das Abonnement als JSON-Objekt.', es: 'Envíe la suscripción como un objeto JSON.' }],
  [SUBSCRIPTION_MESSAGES.states, { de: 'Bitte wählen Sie Bundesstaaten aus der Liste.', es: 'Elija estados de la lista.' }],
  [SUBSCRIPTION_MESSAGES.compactState, { de: 'Bitte geben Sie an, ob Compact-Staaten dazugehören (true oder false).', es: 'Indique si se incluyen los estados del compacto (true o false).' }],
  [SUBSCRIPTION_MESSAGES.specialties, { de: 'Bitte wählen Sie Fachgebiete aus der Liste.', es: 'Elija especialidades de la lista.' }],
  [SUBSCRIPTION_MESSAGES.modality, { de: 'Bitte wählen Sie eine Modalität aus der Liste.', es: 'Elija una modalidad de la lista.' }],
  [SUBSCRIPTION_MESSAGES.shift, { de: 'Bitte wählen Sie eine Schicht: any, Days, Nights, Evenings oder Rotating.', es: 'Elija un turno: any, Days, Nights, Evenings o Rotating.' }],
  [SUBSCRIPTION_MESSAGES.minWeeklyPay, { de: 'Der Mindestwochenlohn muss ein ganzer Dollarbetrag von 0 bis 100000 sein.', es: 'El pago semanal mínimo debe ser un número entero de dólares entre 0 y 100000.' }],
  [SUBSCRIPTION_MESSAGES.duration, { de: 'Die Dauer muss eine ganze Zahl von Wochen von 0 bis 104 sein.', es: 'La duración debe ser un número entero de semanas entre 0 y 104.' }],
  [SUBSCRIPTION_MESSAGES.frequency, { de: 'Bitte wählen Sie, wie oft: instant, daily oder weekly.', es: 'Elija con qué frecuencia: instant, daily o weekly.' }],
  [SUBSCRIPTION_MESSAGES.active, { de: 'Bitte geben Sie an, ob die Benachrichtigung aktiv ist (true oder false).', es: 'Indique si la alerta está activada (true o false).' }],
  [SUBSCRIPTION_MESSAGES.name, { de: 'Der Name einer gespeicherten Suche hat höchstens 80 Zeichen.', es: 'El nombre de una búsqueda guardada tiene como máximo 80 caracteres.' }],
  [SUBSCRIPTION_MESSAGES.org, { de: 'Der Organisationscode hat höchstens 60 Zeichen.', es: 'El código de la organización tiene como máximo 60 caracteres.' }],
  [SUBSCRIPTION_MESSAGES.tooMany, { de: 'Sie können bis zu 10 gespeicherte Suchen behalten. Löschen Sie eine, um eine weitere hinzuzufügen.', es: 'Puede guardar hasta 10 búsquedas. Elimine una para añadir otra.' }],
  [SUBSCRIPTION_MESSAGES.notFound, { de: 'Diese gespeicherte Suche wurde nicht gefunden.', es: 'No se encontró esta búsqueda guardada.' }],
  [
    APPLICATION_MESSAGES.onlyOnePresent,
    {
      de: 'Nur eine Adresse kann Ihre jetzige Adresse sein. Bitte antworten Sie hier oder bei der anderen mit Nein.',
      es: 'Solo una dirección puede ser su dirección actual. Responda No aquí o en la otra.',
    },
  ],
  [
    DOCUMENT_CHECK_MESSAGES.active,
    {
      de: 'Dieses Dokument enthält Makros, Skripte, angehängte Dateien oder Verknüpfungen, die beim Öffnen ausgeführt werden, und kann daher nicht angenommen werden. Bitte speichern Sie es als einfaches PDF- oder Word-Dokument und laden Sie dieses hoch.',
      es: 'Este documento contiene macros, scripts, archivos adjuntos o vínculos que se ejecutan al abrirlo, por lo que no se puede aceptar. Guárdelo como un PDF o documento de Word sencillo y suba ese archivo.',
    },
  ],
]);

/**
 * Messages with values in them (the periods of a gap, a date): the English text of record is a function of its values;
 * German and Spanish are written with the same `{{name}}`s. The English function called with a marker for each value
 * gives the pattern an answer's message is recognised by, so the catalogue cannot drift from the message.
 */
type Template = { english: (...values: string[]) => string; names: string[] } & Translations;

const TEMPLATES: Template[] = [
  {
    english: GAP_TEXTS.unexplained,
    names: ['periods'],
    de: 'Bitte erklären Sie vor dem Absenden unter „Beschäftigungslücken“ jede Lücke von mehr als 30 Tagen in Ihrem Werdegang: {{periods}}.',
    es: 'Antes de enviar, explique en «Intervalos sin empleo» cada intervalo de más de 30 días en su historial: {{periods}}.',
  },
  {
    english: GAP_TEXTS.notApplicable,
    names: ['periods'],
    de: 'Ihr Werdegang hat Lücken von mehr als 30 Tagen, die zu erklären sind ({{periods}}), daher kann dieser Abschnitt nicht als nicht zutreffend markiert werden.',
    es: 'Su historial tiene intervalos de más de 30 días que explicar ({{periods}}), por lo que esta sección no se puede marcar como no aplicable.',
  },
  {
    english: APPLICATION_MESSAGES.uncovered,
    names: ['periods', 'since'],
    de: 'Für {{periods}} fehlt eine Adresse. Bitte geben Sie jede Adresse seit {{since}} lückenlos an.',
    es: 'Sus direcciones dejan sin cubrir {{periods}}. Indique cada dirección desde {{since}}, sin huecos.',
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template's pattern: the English message with a named group where each value goes. */
const PATTERNS = TEMPLATES.map((template) => {
  const marker = (name: string) => `\u0000${name}\u0000`;
  let source = escapeRegExp(template.english(...template.names.map(marker)));
  for (const name of template.names) source = source.replace(marker(name), `(?<${name}>.+?)`);
  return { pattern: new RegExp(`^${source}$`, 's'), template };
});

function translateTemplated(message: string, lang: Lang): string | undefined {
  for (const { pattern, template } of PATTERNS) {
    const values = pattern.exec(message)?.groups;
    if (values) return template[lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  }
  return undefined;
}

/** The first supported language of an Accept-Language header (quality order), or null for English. */
export function requestLanguage(header: string | string[] | undefined): Lang | null {
  const named = namedLanguage(header);
  return named === 'en' ? null : named;
}

export function translateMessage(message: string, lang: Lang | null): string {
  return lang ? (CATALOGUE.get(message)?.[lang] ?? translateTemplated(message, lang) ?? message) : message;
}

type Payload = { message?: unknown; errors?: unknown };

function translatePayload(request: FastifyRequest, payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Buffer.isBuffer(payload) || Array.isArray(payload)) return payload;
  const lang = requestLanguage(request.headers['accept-language']);
  if (!lang) return payload;
  const body = payload as Payload;
  const out: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  if (typeof body.message === 'string') out.message = translateMessage(body.message, lang);
  if (Array.isArray(body.errors)) {
    out.errors = body.errors.map((e: unknown) =>
      e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string'
        ? { ...(e as object), message: translateMessage((e as { message: string }).message, lang) }
        : e,
    );
  }
  return out;
}

/** Registered before the routes, at the root: every JSON answer of the API passes through it. */
export default fp(
  async (app) => {
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/')) return payload;
      reply.header('Vary', 'Accept-Language');
      return translatePayload(request, payload);
    });
  },
  { name: 'server-language' },
);
