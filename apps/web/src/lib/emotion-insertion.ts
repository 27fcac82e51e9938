// Emotion's styles of components (styled, the css prop, ClassNames) are inserted as each component renders, not in
// React's commit (vite.config.ts emotionStylesInRender swaps this module in for
// @emotion/use-insertion-effect-with-fallbacks in the build). The first render of a page is a transition, which React
// renders in slices with the browser free between them; the commit is one task. With the insertion in the commit,
// parsing and inserting every rule of a first page was about half of that task (the longest of the page's load).
// This is how Emotion inserts with a React that has no insertion effects; the app renders only in the browser, and
// reads no layout while rendering. Global styles keep their insertion effect (they are removed when unmounted).
import { useInsertionEffect } from 'react';

export const useInsertionEffectAlwaysWithSyncFallback = <T>(create: () => T): T => create();

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
