import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0-2.2 A and AA, and axe's best practices (landmarks, headings, regions), which catch structure WCAG tags miss. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits until nothing on the page is moving (a dialog fading in, the card turning), so colours
 * and positions are final: two frames for a transition that a tap has just asked for to start,
 * then every finite animation and transition finished. A spinner's endless animation is not waited for.
 */
export async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000, polling: 'raf' },
  );
}

export interface AxeScan {
  /** Rules that passed (a scan that checked nothing, a blank page or axe not injected, has none). */
  passes: number;
  /** Violations as readable lines (rule, impact, the first elements and why), for a failure message. */
  violations: string[];
}

/**
 * An axe scan of the page (or of the part `include` names) once it has settled. The scan itself
 * reports violations only and builds no CSS selectors, which is most of axe's time on a long
 * page; a page with violations is scanned again in full, to name the elements.
 */
export async function axeScan(page: Page, include?: string): Promise<AxeScan> {
  await settledAnimations(page);
  const builder = (options: Record<string, unknown>) => {
    const b = new AxeBuilder({ page }).options(options).withTags(AXE_TAGS);
    return include ? b.include(include) : b;
  };
  const quick = await builder({ resultTypes: ['violations'], selectors: false }).analyze();
  const full = quick.violations.length ? await builder({}).analyze() : quick;
  // Should the full scan not find them again, the quick scan's violations still fail the test.
  const result = full.violations.length ? full : quick;
  return {
    passes: result.passes.length,
    violations: result.violations.flatMap((v) => [
      `${v.id} (${v.impact}): ${v.help}`,
      ...v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')} | ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`),
    ]),
  };
}
