import { describe, expect, it } from 'vitest';
import { isStandalonePath, paths } from './paths';

describe('isStandalonePath', () => {
  it('the card and the link-in-bio page render without the site chrome, with or without a trailing slash', () => {
    for (const path of [paths.digitalCard, `${paths.digitalCard}/`, paths.findUsOn, `${paths.findUsOn}/`]) expect(isStandalonePath(path, false), path).toBe(true);
  });

  it('every other page has the chrome', () => {
    for (const path of ['/', '//', '/about', '/about/', '/gallery', `${paths.digitalCard}x`]) expect(isStandalonePath(path, false), path).toBe(false);
  });
});
