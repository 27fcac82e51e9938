// The portal's own content in the candidate's language (decision 043): a skills checklist read and answered in Spanish,
// then in German, with the same answers (saved or still on their way); quick apply's checklist in the page's language;
// the guide and the FAQs with nothing left in English in German and Spanish. axe on the translated checklist pages.
import type { Locator, Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { axeViolations, blocking, settle } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';

test.use({ bypassCSP: true }); // axe is injected as a script; the portal's CSP allows only its own

type Full = { sections: Array<{ items: Array<{ id: string; text: string }> }> };
const NAMES = { en: 'English', de: 'Deutsch', es: 'Español' } as const;

/** Picks a language with the top bar's language button, as a candidate does. */
async function chooseLanguage(page: Page, from: keyof typeof NAMES, to: keyof typeof NAMES) {
  await page.getByRole('button', { name: new RegExp(`: ${NAMES[from]}$`) }).click();
  await page.getByRole('menuitem', { name: NAMES[to] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

async function noBlockingViolations(page: Page, label: string) {
  await settle(page);
  expect(blocking(await axeViolations(page)), label).toEqual([]);
}

/** The CNA checklist's items in a language, as the API gives them (the page asks the same way). */
async function cnaItems(page: Page, lang: string) {
  const res = await page.request.get('/api/auth/get-skillTestData?slug=cna', { headers: { 'accept-language': lang } });
  return ((await res.json()) as { data: Full }).data.sections.flatMap((s) => s.items);
}

const rating = (page: Page, item: string, label: string) => page.getByRole('radiogroup', { name: item, exact: true }).getByRole('radio', { name: label });

test.describe('a skills checklist in the candidate\'s language', () => {
  test('switch to Spanish, open the CNA checklist, answer; switch to German: German text, the same answers @phone', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page);
    const [en, es, de] = [await cnaItems(page, 'en'), await cnaItems(page, 'es'), await cnaItems(page, 'de')];
    await page.goto('/skills/checklist/pickTest');
    await expect(heading(page)).toHaveText('Pick a Skills Test');
    await chooseLanguage(page, 'en', 'es');
    await expect(heading(page)).toHaveText('Elegir una prueba de competencias');
    await page.getByRole('button', { name: 'Empezar Auxiliar de enfermería certificado (CNA)' }).click();
    await expect(page).toHaveURL(/\/skills\/checklist\/test\?name=cna$/);
    await expect(heading(page)).toHaveText('Auxiliar de enfermería certificado (CNA)');
    await expect(page.getByRole('heading', { level: 2, name: /^Cuidado personal/ })).toBeVisible();
    await expect(page.getByText('Baño completo en cama', { exact: true })).toBeVisible();
    // Nothing of the checklist's own text is left in English.
    await expect(page.getByText(en[0]!.text, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: /^Personal care/ })).toHaveCount(0);

    for (const item of es.slice(0, 2)) {
      await rating(page, item.text, '3 Con experiencia').check();
      await page.getByRole('combobox', { name: `Frecuencia: ${item.text}` }).selectOption('weekly');
    }
    await expect(page.getByTestId('save-state')).toHaveText('Guardado');
    await expect(page.getByText(`2 de ${es.length} puntos hechos (2 %)`)).toBeVisible();
    await noBlockingViolations(page, 'checklist in Spanish');
    await page.screenshot({ path: testInfo.outputPath('checklist-es.png'), fullPage: true });

    // One more answer, and the language changed before it is sent: the page keeps it and sends it.
    await rating(page, es[2]!.text, '4 Experto').check();
    await chooseLanguage(page, 'es', 'de');
    await expect(heading(page)).toHaveText('Zertifizierte Pflegehilfskraft (CNA)');
    await expect(page.getByRole('heading', { level: 2, name: /^Körperpflege/ })).toBeVisible();
    await expect(page.getByText(es[0]!.text, { exact: true })).toHaveCount(0);
    for (const item of de.slice(0, 2)) {
      await expect(rating(page, item.text, '3 Erfahren')).toBeChecked();
      await expect(page.getByRole('combobox', { name: `Wie oft: ${item.text}` })).toHaveValue('weekly');
    }
    await expect(rating(page, de[2]!.text, '4 Experte')).toBeChecked();
    await expect(page.getByTestId('save-state')).toHaveText('Gespeichert');
    await noBlockingViolations(page, 'checklist in German');
    await page.screenshot({ path: testInfo.outputPath('checklist-de.png'), fullPage: true });

    // What the server kept, read again in German.
    await page.reload();
    await expect(heading(page)).toHaveText('Zertifizierte Pflegehilfskraft (CNA)');
    // Two items rated with a frequency, the third rated only.
    await expect(page.getByText(`2 von ${de.length} Punkten erledigt (2 %)`)).toBeVisible();
    await expect(rating(page, de[2]!.text, '4 Experte')).toBeChecked();
    await expect(page.getByRole('combobox', { name: `Wie oft: ${de[0]!.text}` })).toHaveValue('weekly');

    // The list names it in German too.
    await page.goto('/skills/checklist');
    await expect(page.getByRole('region', { name: 'In Bearbeitung' }).getByText('Zertifizierte Pflegehilfskraft (CNA)', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('quick apply: the checklist in the language of the page, the answers kept when it changes', async ({ page }) => {
    const started = await page.request.post('/api/quick/application', {
      data: { firstName: 'Rosa', lastName: 'Quick', email: `quick-es-${Date.now()}@example.com`, phone: '(615) 555-0123', zip: '37203', role: 'CNA', specialties: ['CNA'], states: ['TN'] },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const draft = ((await started.json()) as { data: { draft: string } }).data.draft;
    const [es, de] = [await cnaItems(page, 'es'), await cnaItems(page, 'de')];
    await page.goto('/faqs');
    await page.evaluate((value) => sessionStorage.setItem('quickDraft', value), draft);
    await chooseLanguage(page, 'en', 'es');
    await page.goto('/quick/skills/checklist/test?name=cna');
    await expect(heading(page)).toHaveText('Auxiliar de enfermería certificado (CNA)');
    await rating(page, es[1]!.text, '2 Limitada').check();
    await expect(page.getByTestId('save-state')).toHaveText('Guardado');
    await noBlockingViolations(page, 'quick checklist in Spanish');
    await chooseLanguage(page, 'es', 'de');
    await expect(heading(page)).toHaveText('Zertifizierte Pflegehilfskraft (CNA)');
    await expect(rating(page, de[1]!.text, '2 Begrenzt')).toBeChecked();
    await page.reload();
    await expect(rating(page, de[1]!.text, '2 Begrenzt')).toBeChecked();
  });
});

// ---- the guide and the FAQs: no English left in German and Spanish ----

/** Every text a person reads or hears in `root`: its text nodes, and the labels, titles and placeholders of its elements. */
async function textsIn(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
      found.push(node.textContent ?? '');
    }
    for (const el of element.querySelectorAll('[aria-label], [title], [placeholder]'))
      for (const attribute of ['aria-label', 'title', 'placeholder']) found.push(el.getAttribute(attribute) ?? '');
    return found.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => /\p{L}{2}/u.test(text));
  });
}

/**
 * What may read the same in every language: names, and the parts of the page that are not words of ours. Kept short:
 * anything else found the same as the English page is a string left untranslated.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  ...['English', 'Deutsch', 'Español', 'Google', 'Facebook', 'LinkedIn', 'Manager'],
  // German words that are English words too: the breadcrumb's "Start" (home) beside the picker's "Start" button.
  'Start',
]);
/** Abbreviations and codes alone (CNA, PCT, RN ICU is words): the same in every language. */
const abbreviationsOnly = (text: string) => /^[A-Z0-9][A-Z0-9/(),.–\- ]*$/.test(text);
const untranslated = (english: Set<string>, other: string[]) =>
  [...new Set(other)].filter((text) => english.has(text) && !SAME_IN_EVERY_LANGUAGE.has(text) && !abbreviationsOnly(text));

/** The page in a language chosen on this device before it loads (the language button keeps its choice the same way). */
async function inLanguage(page: Page, lang: keyof typeof NAMES) {
  await page.addInitScript((value) => localStorage.setItem('language', value), lang);
}

test.describe('the checklist pages in German and Spanish', () => {
  test('the list, the picker, a checklist to take and a signed one keep no text of the English page', async ({ page }) => {
    test.setTimeout(120_000);
    const candidate = await signInAs(page);
    const auth = { authorization: `Bearer ${candidate.token}` };
    const items = await cnaItems(page, 'en');
    await page.request.put('/api/skills/checklists/draft/cna', { headers: auth, data: { answers: Object.fromEntries(items.map((i) => [i.id, { rating: 3, frequency: 'weekly' }])), ageGroups: ['adult'] } });
    const signed = await page.request.post('/api/skills/checklists/draft/cna/complete', { headers: auth, data: { attest: true, signature: 'Casey Jordan' } });
    expect(signed.ok(), await signed.text()).toBe(true);
    const id = ((await signed.json()) as { data: { id: string } }).data.id;
    // Started again from the signed answers, so the list shows one in progress and one signed.
    await page.request.put('/api/skills/checklists/draft/cna', { headers: auth, data: { answers: {} } });
    const pages = ['/skills/checklist', '/skills/checklist/pickTest', '/skills/checklist/test?name=cna', `/skills/checklist/view/${id}`];
    const read = async (lang: keyof typeof NAMES) => {
      await page.goto('/faqs');
      await page.evaluate((value) => localStorage.setItem('language', value), lang);
      const texts: string[][] = [];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('main').getByText(/\b(71|\d\d\/\d\d\/\d{4})\b/).first()).toBeVisible();
        texts.push(await textsIn(page.getByRole('main')));
      }
      return texts;
    };
    const english = await read('en');
    for (const lang of ['de', 'es'] as const) {
      const left = (await read(lang)).flatMap((texts, i) => untranslated(new Set(english[i]), texts).map((text) => `${pages[i]}: ${text}`));
      expect(left, `the checklist pages in ${lang}`).toEqual([]);
    }
  });
});

test.describe('the guide and the FAQs in German and Spanish', () => {
  for (const path of ['/faqs', '/faqs/login-from-new-device'])
    test(`${path}: no text of the English page is left in German or Spanish`, async ({ browser }) => {
      const read = async (lang: keyof typeof NAMES) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await inLanguage(page, lang);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(heading(page)).toBeVisible();
        const texts = await textsIn(page.getByRole('main'));
        await context.close();
        return texts;
      };
      const english = new Set(await read('en'));
      expect(english.size).toBeGreaterThan(10);
      for (const lang of ['de', 'es'] as const) expect(untranslated(english, await read(lang)), `${path} in ${lang}`).toEqual([]);
    });

  test('the guide: none of its 37 slides keeps a text of the English guide in German or Spanish', async ({ browser }) => {
    test.setTimeout(120_000);
    const SHOW_GUIDE = { en: 'Show guide', de: 'Anleitung anzeigen', es: 'Mostrar guía' } as const;
    const NEXT = { en: 'Next', de: 'Weiter', es: 'Siguiente' } as const;
    const read = async (lang: keyof typeof NAMES) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAs(page);
      await inLanguage(page, lang);
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: SHOW_GUIDE[lang] }).click();
      const dialog = page.getByTestId('guide').getByRole('dialog');
      const slides: string[][] = [];
      for (let slide = 1; slide <= 37; slide += 1) {
        await expect(dialog.getByTestId('guide-progress')).toContainText(` ${slide} `);
        slides.push(await textsIn(dialog));
        if (slide < 37) await dialog.getByRole('button', { name: NEXT[lang] }).click();
      }
      await context.close();
      return slides;
    };
    const english = await read('en');
    for (const slide of english) expect(slide.length).toBeGreaterThanOrEqual(4);
    for (const lang of ['de', 'es'] as const) {
      const other = await read(lang);
      const left = other.flatMap((texts, i) => untranslated(new Set(english[i]), texts).map((text) => `slide ${i + 1}: ${text}`));
      expect(left, `the guide in ${lang}`).toEqual([]);
    }
  });
});
