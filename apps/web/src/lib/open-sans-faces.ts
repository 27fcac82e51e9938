// Open Sans' @font-face rules (src/lib/fonts.ts), in a chunk of their own that loads after the first paint.
import css400 from '@fontsource/open-sans/400.css?inline';
import css600 from '@fontsource/open-sans/600.css?inline';
import css700 from '@fontsource/open-sans/700.css?inline';

export const openSansFaces = css400 + css600 + css700;
