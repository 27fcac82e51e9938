/**
 * The frame of the reference forms: a border on the page's own background, not a Paper. Error text in the dark theme's
 * error colour reaches 4.5:1 on the page background but not on the paper colour.
 */
export const FORM_FRAME = { p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 1 } as const;
