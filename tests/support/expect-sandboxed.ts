import { expect } from 'vitest';

/** A third-party frame is sandboxed, and never allowed to navigate our page away. */
export function expectSandboxed(frame: Element): void {
  const tokens = (frame.getAttribute('sandbox') ?? '').split(/\s+/);
  expect(frame.hasAttribute('sandbox')).toBe(true);
  expect(tokens).toContain('allow-scripts');
  expect(tokens.some((t) => t.startsWith('allow-top-navigation'))).toBe(false);
  expect(tokens).not.toContain('allow-forms');
}
