import { describe, expect, it } from 'vitest';
import { readFormValues, sameValues } from './dom-values';
import { emptyLead } from './validate';

function form(html: string): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = html;
  return el;
}

describe('readFormValues', () => {
  it('reads what the page holds: typed text, a chosen service, a ticked box, the message', () => {
    const f = form(`
      <input name="nombre" value="Ada"><input name="lastname" value="Lovelace">
      <input name="email" value="ada@example.com"><input name="phone" value="">
      <select name="service"><option value=""></option><option value="Patios" selected>Patios</option></select>
      <input type="checkbox" name="byPhone" checked><input type="checkbox" name="byEmail">
      <textarea name="mensaje">A new patio</textarea><input name="website" value="">`);
    expect(readFormValues(f, emptyLead)).toEqual({
      ...emptyLead,
      name: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      service: 'Patios',
      byPhone: true,
      message: 'A new patio',
    });
  });

  it('keeps the values of controls the form does not show (the exchange form has no address)', () => {
    const current = { ...emptyLead, address: '1 Main St', byEmail: true };
    expect(readFormValues(form('<input name="nombre" value="Ada">'), current)).toEqual({ ...current, name: 'Ada' });
  });

  it('tells when nothing changed, so the form keeps its state', () => {
    expect(sameValues(emptyLead, { ...emptyLead })).toBe(true);
    expect(sameValues(emptyLead, { ...emptyLead, byPhone: true })).toBe(false);
  });
});
