import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { emptyLead, normalizePhone, validateLead, type LeadValues } from './validate';

const services = ['Tree Removal', 'Stump Grinding'];
const lead = (v: Partial<LeadValues>): LeadValues => ({ ...emptyLead, name: 'Ana', email: 'ana@example.com', ...v });

describe('normalizePhone', () => {
  it.each([
    ['(503) 555-0142', '503-555-0142'],
    ['503.555.0142', '503-555-0142'],
    ['+1 503 555 0142', '503-555-0142'],
    ['5035550142', '503-555-0142'],
    ['503-555-0142', '503-555-0142'],
    ['1 (503) 555-0142', '503-555-0142'],
    ['  503 555 0142 ', '503-555-0142'],
  ])('accepts %s', (raw, out) => expect(normalizePhone(raw)).toBe(out));

  it.each(['555-0142', '503-555-01422', '+44 20 7946 0958', '503-CALL-NOW', '2503555014299', '', '+15035550142x'])(
    'rejects %s',
    (raw) => expect(normalizePhone(raw)).toBeUndefined(),
  );
});

describe('validateLead', () => {
  it('accepts a first name with an email, or with a phone, and normalises the phone', () => {
    expect(validateLead(lead({}), 'en').ok).toBe(true);
    const r = validateLead(lead({ email: '', phone: '(503) 555-0142' }), 'en');
    expect(r.ok).toBe(true);
    expect(r.clean.phone).toBe('503-555-0142');
  });

  it('trims what it returns', () => {
    const r = validateLead(lead({ name: '  Ana ', lastname: ' Ruiz ', message: ' hi ' }), 'en');
    expect(r.clean).toMatchObject({ name: 'Ana', lastname: 'Ruiz', message: 'hi' });
  });

  it('requires a first name of 1 to 80 characters', () => {
    expect(validateLead(lead({ name: '   ' }), 'en').errors).toEqual({ name: en.form.errName });
    expect(validateLead(lead({ name: 'x'.repeat(81) }), 'en').errors.name).toBe(en.form.errName);
    expect(validateLead(lead({ name: 'x'.repeat(80) }), 'en').ok).toBe(true);
  });

  it('limits last name 80, address 200, message 2000', () => {
    expect(validateLead(lead({ lastname: 'x'.repeat(81) }), 'en').errors).toEqual({ lastname: en.form.errLastname });
    expect(validateLead(lead({ address: 'x'.repeat(201) }), 'en').errors).toEqual({ address: en.form.errAddress });
    expect(validateLead(lead({ message: 'x'.repeat(2001) }), 'en').errors).toEqual({ message: en.form.errMessage });
    expect(validateLead(lead({ lastname: 'x'.repeat(80), address: 'x'.repeat(200), message: 'x'.repeat(2000) }), 'en').ok).toBe(true);
  });

  it('needs an email or a phone, and whichever is given must be valid', () => {
    expect(validateLead(lead({ email: '' }), 'en').errors).toEqual({ contact: en.form.errContact });
    expect(validateLead(lead({ email: 'ana@' }), 'en').errors).toEqual({ email: en.form.errEmail });
    expect(validateLead(lead({ email: 'ana@example.com', phone: '555-01' }), 'en').errors).toEqual({ phone: en.form.errPhone });
    expect(validateLead(lead({ email: 'not an email', phone: '503 555 0142' }), 'en').errors).toEqual({ email: en.form.errEmail });
  });

  it('accepts a service from the list or none', () => {
    expect(validateLead(lead({ service: 'Stump Grinding' }), 'en', services).ok).toBe(true);
    expect(validateLead(lead({ service: '' }), 'en', services).ok).toBe(true);
    expect(validateLead(lead({ service: 'Pool Cleaning' }), 'en', services).errors).toEqual({ service: en.form.errService });
  });

  it('reports every problem in Spanish for a Spanish form', () => {
    const r = validateLead(
      { ...emptyLead, name: '', email: 'x@', phone: '12', address: 'x'.repeat(201), service: 'Otro', message: 'x'.repeat(2001) },
      'es',
      services,
    );
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual({
      name: es.form.errName,
      email: es.form.errEmail,
      phone: es.form.errPhone,
      address: es.form.errAddress,
      service: es.form.errService,
      message: es.form.errMessage,
    });
    expect(validateLead({ ...emptyLead, name: 'Luis' }, 'es').errors).toEqual({ contact: es.form.errContact });
    expect(es.form.errContact).not.toBe(en.form.errContact);
  });
});
