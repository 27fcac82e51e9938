// A checklist's text comes in the page's language, so its queries are keyed by [..., what, language]. While another
// language's copy of the same checklist loads, the one on screen stays (the form is not unmounted: what was typed stays);
// another checklist never stands in for this one.
export const samePreviousIn = (what: string) =>
  <T>(previous: T | undefined, query: { queryKey: readonly unknown[] } | undefined): T | undefined => (query?.queryKey[2] === what ? previous : undefined);
