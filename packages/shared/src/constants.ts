// Business constants and limits of spec §9, written once for server and client. Only what a built feature uses lives
// here; a feature still to be built (application, references, guide, layout variants, the drop zone's file count and message time) adds its own limits
// from spec §9 when it lands.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 15;
export const FIRST_NAME_MIN = 2;
export const FIRST_NAME_MAX = 15;
export const LAST_NAME_MIN = 2;
export const LAST_NAME_MAX = 30;
export const REFERRAL_NAME_MIN = 2;
export const REFERRAL_NAME_MAX = 25;
export const PROFILE_DESCRIPTION_MAX = 200;
/** spec §5/§9: the contact form's full name and description. */
export const CONTACT_FULL_NAME_MAX = 25;
export const CONTACT_DESCRIPTION_MAX = 500;
/** Days an account waits after its owner asks to delete it; signing in or cancelling stops the deletion. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/** Deleting an account needs a fresh proof: the password, or (an account without one) a sign-in this recent. */
export const ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES = 10;

/** Upload limit of spec §5/§9: 1,000,000 bytes (the CV PDF "must not exceed 1 MB"). */
export const UPLOAD_MAX_BYTES = 1_000_000;
/** spec §5/§9: the drop zone's default file count limit, its height and how long its upload message stays. */
export const UPLOAD_DEFAULT_FILE_LIMIT = 3;
export const DROPZONE_HEIGHT = 250;
export const UPLOAD_MESSAGE_HIDE_MS = 4_000;
export const SNACKBAR_HIDE_MS = 3_000;
export const SNACKBAR_MAX = 3;

export const SESSION_WARNING_SECONDS = 30;
export const SESSION_CHECK_INTERVAL_MS = 1_000;
export const SESSION_COOKIE = 'username';
export const STORAGE_KEYS = { jwt: 'jwt', identity: 'identity', email: 'email', code: 'code' } as const;

export const PAGE_SIZE = 12;

export const PAGE_FADE_MS = 700;
export const ROUTE_LOADED_DELAY_MS = 500;
export const LOADING_BAR_STEP_MS = 500;

export const DRAWER_WIDTH = 240;
export const DRAWER_WIDTH_MOBILE = 280;
export const SUPPORT_FOOTER_HEIGHT = 40;

export const LOCALES = ['en', 'de', 'es'] as const;
export const DEFAULT_LOCALE = 'en';

/** Partner organisations' white-label job boards (spec §2). */
export const PARTNER_BOARDS = ['doc2docjobs', 'tlcjobs', 'radjobs', 'lhsjobs', 'n2njobs', 'mynjobs'] as const;
export type PartnerBoard = (typeof PARTNER_BOARDS)[number];

/** Spec §8: the default message when the server gives none. */
export const DEFAULT_ERROR_MESSAGE = 'Error completing your request. Please try again in a few minutes.';

/**
 * The id of the element in which the server writes the brand of the requested path into the page (a JSON script
 * element, apps/server/src/plugins/web.ts); the web app reads it as the first page's identity (apps/web/src/lib/brand.ts).
 */
export const BRAND_ELEMENT_ID = 'portal-brand';

/** The width from which the signed-in layout docks its sidebar (MUI's `md` breakpoint), as a media query: the web
 * app's layout and the build's first-page preloads (a docked sidebar's files load with the page only there). */
export const WIDE_SCREEN_MEDIA = '(min-width: 900px)';
