import { describe, expect, it } from 'vitest';
import { hasUnsentInput } from './unsent-input';

function page(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('hasUnsentInput', () => {
  it('is false for empty forms and fields outside forms', () => {
    expect(hasUnsentInput(page('<form><input name="a"><textarea></textarea><input type="checkbox" checked></form><input value="x">'))).toBe(false);
  });

  it('is true when a form says it is dirty', () => {
    expect(hasUnsentInput(page('<form data-dirty="true"><input></form>'))).toBe(true);
    expect(hasUnsentInput(page('<form data-dirty="false"><input></form>'))).toBe(false);
  });

  it('is true when the visitor typed into a text field or the message', () => {
    const p = page('<form><input name="name"><textarea name="msg"></textarea></form>');
    p.querySelector('textarea')!.value = 'Please look at my oak';
    expect(hasUnsentInput(p)).toBe(true);
    const q = page('<form><input type="email"></form>');
    q.querySelector('input')!.value = 'a@b.co';
    expect(hasUnsentInput(q)).toBe(true);
  });

  it('ignores honeypots, hidden and read-only fields', () => {
    expect(hasUnsentInput(page('<form><input type="hidden" value="x"><input tabindex="-1" value="bot"><div aria-hidden="true"><input value="bot"></div><input readonly value="r"></form>'))).toBe(false);
  });
});
