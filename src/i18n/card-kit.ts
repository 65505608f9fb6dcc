import type { Kit, Table } from './table';

/**
 * Strings of the card kit (contact QR, print downloads, contact exchange, the review and
 * signature buttons), a kit (table.ts) so that pages that never show them (the home page's first
 * visit) do not download them.
 */
const en = {
  qrKind: 'What the QR code carries',
  qrLink: 'Link',
  qrContact: 'Contact',
  scanToSave: 'Scan to save our contact, no signal needed',
  qrContactLabel: 'QR code with the contact card of {name}',
  downloads: 'Print the QR code',
  downloadSvg: 'SVG',
  downloadPng: 'PNG',
  downloadNamed: 'Download the {kind} QR code as {format}',
  exchange: 'Send me your details',
  exchangeTitle: 'Leave your details and we will get back to you',
  exchangeSubject: 'Contact from the digital card: {first} {last}',
  askReview: 'Ask for a review',
  signature: 'Email signature',
  exchangeConsent: 'By sending, you agree that {name} may contact you with these details. They go only to {name}.',
};

export const cardKit: Kit<typeof en> = {
  en,
  es: {
    qrKind: 'Qué lleva el código QR',
    qrLink: 'Enlace',
    qrContact: 'Contacto',
    scanToSave: 'Escanee para guardar nuestro contacto, sin necesidad de señal',
    qrContactLabel: 'Código QR con la tarjeta de contacto de {name}',
    downloads: 'Imprimir el código QR',
    downloadSvg: 'SVG',
    downloadPng: 'PNG',
    downloadNamed: 'Descargar el código QR de {kind} como {format}',
    exchange: 'Envíeme sus datos',
    exchangeTitle: 'Déjenos sus datos y le contactaremos',
    exchangeSubject: 'Contacto desde la tarjeta digital: {first} {last}',
    askReview: 'Pedir una reseña',
    signature: 'Firma de correo',
    exchangeConsent: 'Al enviar, acepta que {name} le contacte con estos datos. Solo los recibe {name}.',
  },
};

export type CardKitStrings = Table<typeof en>;
