// A person's name, wherever one is typed (sign-up, profile, the application's names, referees, quick apply, the contact
// form): letters of any script with their accents, spaces, hyphens and apostrophes. No digits, dots or other
// punctuation, so a name can carry neither a web address nor a sentence ("paypal.com Urgent. Verify at evil.com") into
// what the portal shows or sends under the agency's name. One rule; each form keeps its own lengths and messages.

/** The rule as a pattern source (for fields described as data: application sections); compile with the `u` flag. */
export const PERSON_NAME_PATTERN_SOURCE = "^(?=.*\\p{L})[\\p{L}\\p{M} '’-]+$";
/** At least one letter; then letters (and combining marks), spaces, hyphens and apostrophes (' or ’) only. */
export const PERSON_NAME_PATTERN = new RegExp(PERSON_NAME_PATTERN_SOURCE, 'u');

export const isPersonName = (value: string): boolean => PERSON_NAME_PATTERN.test(value);

/**
 * A stored name as the rule would have it: what the rule does not allow removed (an account named before the rule
 * existed may hold "Dr. Smith" or worse). For the places a name is shown to someone else: the referee's e-mail and page.
 */
export function personNameOnly(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[^\p{L}\p{M} '’-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
