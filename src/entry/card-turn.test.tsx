import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DigitalCardPage } from '../features/digital-card/digital-card-page';
import { answerCardTurn } from './card-turn';
import { nextFrame, withPage } from '../../tests/support/page';
import { stopLikeHydratingReact } from '../../tests/support/react-stops';

const record = {
  dbPrincipal: { name: 'Acme Trees', phones: [{ phone: '503-555-0142' }] },
  dbServices: [{ name: 'Tree Removal' }],
  labels: { formLabel: { isenglish: 'true' } },
};

const card = () => withPage(<DigitalCardPage />, { record });

/** The card page as the build writes it, with the entry answering its Rotate. */
function prerendered(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(card());
  return container;
}

const shown = (c: HTMLElement) => {
  const faces = [...c.querySelectorAll('[data-face]')].filter((f) => !f.hasAttribute('inert') && f.getAttribute('aria-hidden') !== 'true');
  return faces.map((f) => f.getAttribute('data-face'));
};
const spoken = () => document.getElementById('digital-card-face')!.textContent;
/** The frame that shows a turn, and the task after it (when the face turned away turns inert). */
const turned = nextFrame;
/** What a screen reader is told is shown, at once. */
const told = (c: HTMLElement) => [...c.querySelectorAll('[data-face]')].filter((f) => f.getAttribute('aria-hidden') !== 'true').map((f) => f.getAttribute('data-face'));

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('the card turns before the app runs (issue 26)', () => {
  it('a tap on the prerendered Rotate shows the services face and says so; a second turns it back', async () => {
    const c = prerendered();
    stop = answerCardTurn(document);
    expect(shown(c)).toEqual(['contact']);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    // At once: the turn, and what a screen reader hears.
    expect(c.querySelector('[data-flipped]')!.getAttribute('data-flipped')).toBe('true');
    expect(told(c)).toEqual(['services']);
    expect(spoken()).toBe('Our services');
    // After the frame that shows it: the face turned away is inert (no Tab reaches it).
    await turned();
    expect(shown(c)).toEqual(['services']);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    await turned();
    expect(shown(c)).toEqual(['contact']);
    expect(spoken()).toBe('Contact');
  });

  it('taps in quick succession, before a frame, end on the face shown, the other inert', async () => {
    const c = prerendered();
    stop = answerCardTurn(document);
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    await turned();
    expect(c.querySelector('[data-flipped]')!.getAttribute('data-flipped')).toBe('true');
    expect(shown(c)).toEqual(['services']);
    expect([...c.querySelectorAll('[data-face][inert]')].map((f) => f.getAttribute('data-face'))).toEqual(['contact']);
  });

  it('a tap React stops while it hydrates the card (its code still coming) still turns it', async () => {
    const c = prerendered();
    stop = answerCardTurn(document);
    const unstop = stopLikeHydratingReact(c);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    unstop();
    await turned();
    expect(shown(c)).toEqual(['services']);
  });

  it('the app hydrates the turned card without a mismatch; the entry still answers, one turn per tap, and a render of the app leaves the card as turned (issue 37)', async () => {
    const c = prerendered();
    stop = answerCardTurn(document);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    await turned();
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(c, card(), { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(shown(c)).toEqual(['services']);
    expect(spoken()).toBe('Our services');
    // A second answer (the app's own) would turn it twice, or back to the face React holds.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rotate' })));
    await turned();
    expect(shown(c)).toEqual(['contact']);
    expect(spoken()).toBe('Contact');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rotate' })));
    await turned();
    expect(shown(c)).toEqual(['services']);
    await act(async () => root.render(card()));
    expect(shown(c)).toEqual(['services']);
    expect(spoken()).toBe('Our services');
    act(() => root.unmount());
  });

  it('a card the app renders itself (no page from the build) turns through the entry', async () => {
    const { container } = render(card());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rotate' })));
    await turned();
    expect(shown(container)).toEqual(['services']);
    expect(spoken()).toBe('Our services');
  });
});
