import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DigitalCardPage } from '../features/digital-card/digital-card-page';
import { answerCardTurn } from './card-turn';
import { withPage } from '../../tests/support/page';
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

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('the card turns before the app runs (issue 26)', () => {
  it('a tap on the prerendered Rotate shows the services face and says so; a second turns it back', () => {
    const c = prerendered();
    stop = answerCardTurn(document);
    expect(shown(c)).toEqual(['contact']);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(shown(c)).toEqual(['services']);
    expect(c.querySelector('[data-flipped]')!.getAttribute('data-flipped')).toBe('true');
    expect(spoken()).toBe('Our services');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(shown(c)).toEqual(['contact']);
    expect(spoken()).toBe('Contact');
  });

  it('a tap React stops while it hydrates the card (its code still coming) still turns it', () => {
    const c = prerendered();
    stop = answerCardTurn(document);
    const unstop = stopLikeHydratingReact(c);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    unstop();
    expect(shown(c)).toEqual(['services']);
  });

  it('the app hydrates the turned card without a mismatch; the entry still answers, one turn per tap, and a render of the app leaves the card as turned (issue 37)', async () => {
    const c = prerendered();
    stop = answerCardTurn(document);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(c, card(), { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(shown(c)).toEqual(['services']);
    expect(spoken()).toBe('Our services');
    // A second answer (the app's own) would turn it twice, or back to the face React holds.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rotate' })));
    expect(shown(c)).toEqual(['contact']);
    expect(spoken()).toBe('Contact');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rotate' })));
    expect(shown(c)).toEqual(['services']);
    await act(async () => root.render(card()));
    expect(shown(c)).toEqual(['services']);
    expect(spoken()).toBe('Our services');
    act(() => root.unmount());
  });

  it('a card the app renders itself (no page from the build) turns through the entry', async () => {
    const { container } = render(card());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rotate' })));
    expect(shown(container)).toEqual(['services']);
    expect(spoken()).toBe('Our services');
  });
});
