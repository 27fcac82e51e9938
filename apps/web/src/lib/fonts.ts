// Open Sans (spec §9), bundled from npm, in the weights the theme uses. Its faces are added once the first paint is
// on the screen: the first paint never waited for them (font-display: swap), so fetching them before it only took
// bandwidth from what it does wait for. Until they come, text is set in a local font scaled to Open Sans' metrics
// ("Open Sans fallback", declared in index.html), so the swap does not move the text.
//
// The faces are loaded first and added to the page together: the page then lays its text out again once. Added as
// rules, each weight swapped in as its file arrived, and every swap laid out the whole page again (three layouts of
// 35-40 ms each on Open Jobs, on a slow machine). The Latin faces (what the portal's own text needs) are loaded before
// they are added; the other alphabets' faces are added unloaded, and the browser loads one when a page shows its letters.
const RULE = /@font-face\s*{([^}]*)}/g;
// A descriptor's value: up to its semicolon, or the end of the rule (a minified rule has none after its last one).
const descriptor = (block: string, name: string) => new RegExp(`(?:^|[;{\\s])${name}\\s*:\\s*([^;]+)`).exec(block)?.[1]?.trim();

/**
 * Whether a unicode-range starts at U+0000 (Basic Latin: the Latin subset), however it is written: U+0000-00FF as the
 * package writes it, U+0-FF, or U+?? as a minifier does.
 */
function startsAtZero(range: string): boolean {
  const first = /^u\+([0-9a-f?]+)/i.exec(range)?.[1];
  return first !== undefined && Number.parseInt(first.replace(/\?/g, '0'), 16) === 0;
}

/** The @font-face rules of `css` as FontFace objects (not loaded), each marked whether it is the Latin subset. */
export function facesOf(css: string): { face: FontFace; latin: boolean }[] {
  const faces: { face: FontFace; latin: boolean }[] = [];
  for (const [, block = ''] of css.matchAll(RULE)) {
    const family = descriptor(block, 'font-family')?.replace(/^['"]|['"]$/g, '');
    const src = descriptor(block, 'src');
    if (!family || !src) continue;
    const unicodeRange = descriptor(block, 'unicode-range');
    const face = new FontFace(family, src, {
      style: descriptor(block, 'font-style') ?? 'normal',
      weight: descriptor(block, 'font-weight') ?? '400',
      display: (descriptor(block, 'font-display') as FontDisplay | undefined) ?? 'swap',
      ...(unicodeRange ? { unicodeRange } : {}),
    });
    faces.push({ face, latin: unicodeRange === undefined || startsAtZero(unicodeRange) });
  }
  return faces;
}

let added = false;

/**
 * Adds the faces, once. Their rules are a chunk of their own (the first paint does not need them). If it or the Latin
 * files fail to load, the text stays in the fallback font.
 */
export function addOpenSans(): void {
  if (added || typeof FontFace === 'undefined') return;
  added = true;
  import('./open-sans-faces')
    .then(async ({ openSansFaces }) => {
      const faces = facesOf(openSansFaces);
      await Promise.all(faces.filter((f) => f.latin).map((f) => f.face.load()));
      for (const { face } of faces) document.fonts.add(face);
    })
    .catch(() => undefined);
}
