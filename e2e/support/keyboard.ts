// Keyboard-only journeys: move with Tab, and check at every stop that the focused control shows where it is.
import { type Locator, type Page, expect } from '@playwright/test';

/**
 * Whether the focused element shows a visible focus indication: an outline of at least 2 px on it or on the MUI
 * control it is the input of (switch, slider thumb, checkbox), or, for a text field, the focused field's border.
 * Returns a description of the element when it shows none.
 */
export async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'nothing has focus';
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    // Text fields, selects and comboboxes: MUI draws a 2 px border in the primary colour on the focused field.
    if (active.closest('.MuiInputBase-root.Mui-focused')) return null;
    let el: HTMLElement | null = active;
    for (let depth = 0; el && depth < 3; depth += 1, el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return null;
    }
    // A slider's input is hidden; its thumb carries the ring.
    const thumb = active.closest('.MuiSlider-thumb');
    if (thumb && parseFloat(getComputedStyle(thumb).outlineWidth) >= 2) return null;
    return `no visible focus on ${describe(active)}`;
  });
}

/** Whether `locator` holds the focus. */
export const isFocused = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking a visible focus indication at every stop; fails after
 * `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect(await focusProblem(page)).toBeNull();
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} not reached in ${max} Tab presses`);
}

/** The name of the element that has focus (accessible name approximated by aria-label, else its text). */
export const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
  });
