import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import '../../src/i18n/all';

// jsdom has no modal top layer: a shown dialog is one with `open`, which is what tests read.
// Node-environment tests have no DOM at all.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// An unexpected console.error fails the test (Epic Stack habit). Tests that expect one spy on
// console.error themselves (vi.spyOn(console, 'error').mockImplementation(...)).
let spy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  cleanup();
  spy?.mockRestore();
});
