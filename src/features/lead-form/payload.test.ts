import { describe, expect, it } from 'vitest';
import { buildRelayBodies, wayToContact } from './payload';
import { emptyLead, validateLead } from './validate';

const text = { checkPhone: 'Phone', checkEmail: 'Email' };
const clean = validateLead(
  { ...emptyLead, name: ' Ana ', lastname: 'Ruiz', email: 'ana@example.com', phone: '(503) 555-0142', address: '12 Oak St', service: 'Tree Removal', byPhone: true, byEmail: true, message: 'Big oak' },
  'en',
  ['Tree Removal'],
).clean;

describe('buildRelayBodies', () => {
  it('builds exactly the relay fields, one body per recipient', () => {
    const bodies = buildRelayBodies({ emails: ['a@biz.example', 'b@biz.example'], logo: 'https://cdn.example/logo.webp', lang: 'en', clean, text });
    expect(bodies).toEqual([
      {
        toEmail: 'a@biz.example',
        nombre: 'Ana',
        lastname: 'Ruiz',
        email: 'ana@example.com',
        asunto: 'New Request From Ana Ruiz',
        phone: '503-555-0142',
        address: '12 Oak St',
        service: 'Tree Removal',
        mensaje: 'Big oak',
        img: 'https://cdn.example/logo.webp',
        color: '1',
        waytocontact: 'Phone, Email',
      },
      expect.objectContaining({ toEmail: 'b@biz.example', asunto: 'New Request From Ana Ruiz' }),
    ]);
    expect(Object.keys(bodies[1]!).sort()).toEqual(
      ['toEmail', 'nombre', 'lastname', 'email', 'asunto', 'phone', 'address', 'service', 'mensaje', 'img', 'color', 'waytocontact'].sort(),
    );
  });

  it('uses the Spanish subject, the default message, no logo and no contact methods', () => {
    const [body] = buildRelayBodies({
      emails: ['a@biz.example'],
      logo: undefined,
      lang: 'es',
      clean: { ...clean, message: '', byPhone: false, byEmail: false, lastname: '' },
      text: { checkPhone: 'Teléfono', checkEmail: 'Correo' },
    });
    expect(body).toMatchObject({ asunto: 'Nueva Solicitud De Ana', mensaje: 'No Extra Info', img: '', waytocontact: '' });
  });

  it('skips empty and repeated recipients', () => {
    const bodies = buildRelayBodies({ emails: ['a@biz.example', '', 'A@biz.example ', 'c@biz.example'], logo: '', lang: 'en', clean, text });
    expect(bodies.map((b) => b.toEmail)).toEqual(['a@biz.example', 'c@biz.example']);
  });
});

describe('wayToContact', () => {
  it('names the chosen methods with the form labels', () => {
    expect(wayToContact({ byPhone: true, byEmail: false }, { checkPhone: 'Teléfono', checkEmail: 'Correo' })).toBe('Teléfono');
    expect(wayToContact({ byPhone: false, byEmail: true }, text)).toBe('Email');
  });

  it('a contact exchange from the card: same relay fields, a subject that says so, no service', () => {
    const [body] = buildRelayBodies({ emails: ['a@biz.example'], logo: undefined, lang: 'en', clean, text, exchangeSubject: 'Contact from the digital card: {first} {last}' });
    expect(body).toMatchObject({ toEmail: 'a@biz.example', nombre: 'Ana', asunto: 'Contact from the digital card: Ana Ruiz', service: '', phone: '503-555-0142', email: 'ana@example.com' });
    expect(Object.keys(body!).sort()).toEqual([...Object.keys(buildRelayBodies({ emails: ['a@biz.example'], logo: undefined, lang: 'en', clean, text })[0]!)].sort());
  });
});
