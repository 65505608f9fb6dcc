import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NativeDialog } from './native-dialog';

function renderDialog(onClose = vi.fn()) {
  render(
    <>
      <button type="button">Opener</button>
      <NativeDialog onClose={onClose} labelledBy="t" maxWidth={600}>
        <h2 id="t">Request an estimate</h2>
        <button type="button">Inside</button>
      </NativeDialog>
    </>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Request an estimate' }) };
}

describe('NativeDialog', () => {
  it('is a named dialog, open, with focus inside', () => {
    const { dialog } = renderDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('asks its owner to close once, even when Escape arrives as keydown and cancel', () => {
    const { dialog, onClose } = renderDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop, not on a click inside', () => {
    const { dialog, onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops the page scrolling while open and gives focus back when it goes', () => {
    const onClose = vi.fn();
    const opener = (
      <button type="button" autoFocus>
        Opener
      </button>
    );
    const { rerender } = render(opener);
    const button = screen.getByRole('button', { name: 'Opener' });
    button.focus();
    rerender(
      <>
        {opener}
        <NativeDialog onClose={onClose} labelledBy="t" maxWidth={600}>
          <h2 id="t">Title</h2>
          <button type="button">Inside</button>
        </NativeDialog>
      </>,
    );
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.activeElement).not.toBe(button);
    rerender(opener);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
  });
});
