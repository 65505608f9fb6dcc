import { describe, expect, it } from 'vitest';
import { readHours } from '../site-data/hours';
import { describeOpenNow } from './open-now';

const ZONE = 'America/Chicago';
// Mon-Sat 7 AM - 6 PM, Sunday closed (tenant-a's hours). 2026-11-25 is a Wednesday; Chicago is UTC-6 then.
const week = readHours([{ day: 'Mon - Sat' }, { day: 'Sunday' }], [{ hour: '7:00 AM - 6:00 PM' }, { hour: 'Closed' }]).week;
const at = (iso: string) => new Date(iso);

describe('describeOpenNow', () => {
  it('says when an open business closes, in its own zone', () => {
    expect(describeOpenNow(week, at('2026-11-25T16:00:00Z'), ZONE, 'en')).toMatchObject({ open: true, text: 'Open now · closes 6:00 PM', when: 'today at 6:00 PM' });
    expect(describeOpenNow(week, at('2026-11-25T16:00:00Z'), ZONE, 'es')?.text).toBe('Abierto ahora · cierra a las 18:00');
  });

  it('says when a closed business opens: later today, tomorrow, or the weekday', () => {
    expect(describeOpenNow(week, at('2026-11-25T12:30:00Z'), ZONE, 'en')?.text).toBe('Closed · opens at 7:00 AM');
    expect(describeOpenNow(week, at('2026-11-26T01:00:00Z'), ZONE, 'en')).toMatchObject({ open: false, text: 'Closed · opens tomorrow 7:00 AM', when: 'tomorrow at 7:00 AM' });
    // Saturday 7 PM: Sunday is closed, so Monday.
    expect(describeOpenNow(week, at('2026-11-29T01:00:00Z'), ZONE, 'en')?.text).toBe('Closed · opens Monday 7:00 AM');
    expect(describeOpenNow(week, at('2026-11-29T01:00:00Z'), ZONE, 'es')).toMatchObject({ open: false, text: 'Cerrado · abre el lunes a las 7:00', when: 'el lunes a las 7:00' });
  });

  it('reads the same instant differently in another zone', () => {
    // 16:00Z is 10 AM in Chicago but 5 PM in Madrid (open) and 1 AM next day in Tokyo (closed).
    expect(describeOpenNow(week, at('2026-11-25T16:00:00Z'), 'Europe/Madrid', 'en')?.text).toBe('Open now · closes 6:00 PM');
    expect(describeOpenNow(week, at('2026-11-25T16:00:00Z'), 'Asia/Tokyo', 'en')?.text).toBe('Closed · opens at 7:00 AM');
  });

  it('names the next day for a shift that runs past midnight', () => {
    const late = readHours([{ day: 'Friday' }], [{ hour: '10:00 PM - 2:00 AM' }]).week;
    // Friday 11 PM in Chicago.
    expect(describeOpenNow(late, at('2026-11-28T05:00:00Z'), ZONE, 'en')?.text).toBe('Open now · closes tomorrow 2:00 AM');
  });

  it('a week with one day already past today opens next week on that weekday', () => {
    const wedOnly = readHours([{ day: 'Wednesday' }], [{ hour: '7:00 AM - 9:00 AM' }]).week;
    expect(describeOpenNow(wedOnly, at('2026-11-25T18:00:00Z'), ZONE, 'en')?.text).toBe('Closed · opens Wednesday 7:00 AM');
  });

  it('open around the clock, and never open', () => {
    const always = readHours([{ day: 'Monday - Sunday' }], [{ hour: '24 hours' }]).week;
    expect(describeOpenNow(always, at('2026-11-25T16:00:00Z'), ZONE, 'es')).toMatchObject({ open: true, text: 'Abierto las 24 horas', when: null });
    const never = readHours([{ day: 'Monday - Sunday' }], [{ hour: 'Closed' }]).week;
    expect(describeOpenNow(never, at('2026-11-25T16:00:00Z'), ZONE, 'en')).toMatchObject({ open: false, text: 'Closed', when: null });
  });

  it('words the call, chat and answer lines from the same moment', () => {
    expect(describeOpenNow(week, at('2026-11-29T01:00:00Z'), ZONE, 'en')).toMatchObject({
      callNote: 'You may reach voicemail: leave a message and we will call you back.',
      chatNote: 'We are closed now. We will reply when we open, Monday at 7:00 AM.',
      answerNote: 'We will answer when we open, Monday at 7:00 AM.',
    });
    expect(describeOpenNow(week, at('2026-11-25T16:00:00Z'), ZONE, 'es')).toMatchObject({
      callNote: '',
      chatNote: 'Estamos abiertos y solemos responder en minutos.',
      answerNote: 'Estamos abiertos y le responderemos pronto.',
    });
    // Never open: no promise of an answer time.
    const never = readHours([{ day: 'Monday - Sunday' }], [{ hour: 'Closed' }]).week;
    expect(describeOpenNow(never, at('2026-11-25T16:00:00Z'), ZONE, 'en')).toMatchObject({ chatNote: 'Closed', answerNote: '' });
  });

  it('says nothing without a zone, with an unknown zone, or with hours it could not read', () => {
    expect(describeOpenNow(week, at('2026-11-25T16:00:00Z'), '', 'en')).toBeNull();
    expect(describeOpenNow(week, at('2026-11-25T16:00:00Z'), 'Mars/Olympus', 'en')).toBeNull();
    const unread = readHours([{ day: 'When the sun shines' }], [{ hour: '7:00 AM - 6:00 PM' }]).week;
    expect(describeOpenNow(unread, at('2026-11-25T16:00:00Z'), ZONE, 'en')).toBeNull();
  });
});
