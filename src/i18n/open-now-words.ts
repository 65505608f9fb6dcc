import type { Kit, Table } from './table';

/**
 * The wording of open or closed now and the lines built on it, a kit (table.ts): it loads with
 * the open/closed code (open-now.ts), after the page's first paint, and only on a site with a
 * time zone.
 */
const en = {
  open: 'Open now · closes {time}',
  openUntil: 'Open now · closes {day} {time}',
  openAllDay: 'Open 24 hours',
  closed: 'Closed · opens at {time}',
  closedUntil: 'Closed · opens {day} {time}',
  closedForNow: 'Closed',
  today: 'today',
  tomorrow: 'tomorrow',
  days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  when: '{day} at {time}',
  callClosed: 'You may reach voicemail: leave a message and we will call you back.',
  chatClosed: 'We are closed now. We will reply when we open, {when}.',
  chatOpen: 'We are open now and usually reply within minutes.',
  answerOpen: 'We are open now and will answer soon.',
  answerClosed: 'We will answer when we open, {when}.',
};

export const openNowWords: Kit<typeof en> = {
  en,
  es: {
    open: 'Abierto ahora · cierra a las {time}',
    openUntil: 'Abierto ahora · cierra {day} a las {time}',
    openAllDay: 'Abierto las 24 horas',
    closed: 'Cerrado · abre hoy a las {time}',
    closedUntil: 'Cerrado · abre {day} a las {time}',
    closedForNow: 'Cerrado',
    today: 'hoy',
    tomorrow: 'mañana',
    days: ['el domingo', 'el lunes', 'el martes', 'el miércoles', 'el jueves', 'el viernes', 'el sábado'],
    when: '{day} a las {time}',
    callClosed: 'Puede que conteste el buzón de voz: deje un mensaje y le devolveremos la llamada.',
    chatClosed: 'Ahora estamos cerrados. Le responderemos cuando abramos, {when}.',
    chatOpen: 'Estamos abiertos y solemos responder en minutos.',
    answerOpen: 'Estamos abiertos y le responderemos pronto.',
    answerClosed: 'Le responderemos cuando abramos, {when}.',
  },
};

export type OpenNowWords = Table<typeof en>;
