// Open Sans (spec §9), bundled from npm, in the weights the theme uses. Its faces are added once the first paint is
// on the screen: the first paint never waited for them (font-display: swap), so fetching them before it only took
// bandwidth from what it does wait for. Until they come, text is set in a local font scaled to Open Sans' metrics
// ("Open Sans fallback", declared in index.html), so the swap does not move the text.
import css400 from '@fontsource/open-sans/400.css?inline';
import css600 from '@fontsource/open-sans/600.css?inline';
import css700 from '@fontsource/open-sans/700.css?inline';

export function addOpenSans(): void {
  if (document.getElementById('open-sans')) return;
  const style = document.createElement('style');
  style.id = 'open-sans';
  style.textContent = css400 + css600 + css700;
  document.head.append(style);
}
