// Open Sans (spec §9), bundled from npm, in the weights the theme uses. Its faces are added once the first paint is
// on the screen: the first paint never waited for them (font-display: swap), so fetching them before it only took
// bandwidth from what it does wait for. Until they come, text is set in a local font scaled to Open Sans' metrics
// ("Open Sans fallback", declared in index.html), so the swap does not move the text.
/** Adds the faces. Their rules are a chunk of their own (the first paint does not need them); if it fails to load,
 * the text stays in the fallback font. */
export function addOpenSans(): void {
  import('./open-sans-faces').then(
    ({ openSansFaces }) => {
      if (document.getElementById('open-sans')) return;
      const style = document.createElement('style');
      style.id = 'open-sans';
      style.textContent = openSansFaces;
      document.head.append(style);
    },
    () => undefined,
  );
}
