import type { Kit, Table } from './table';

/**
 * Strings of the review QR and the email signature, a kit (table.ts) of their own rather than
 * part of the card kit: the card's first visit carries only their two buttons' names
 * (card-kit.ts), these load with the views that show them.
 */
const en = {
  reviewTitle: 'Leave us a review',
  close: 'Close',
  reviewHint: 'Point your phone camera at the code to leave a review. Thank you!',
  reviewQr: 'QR code of the review page of {name}',
  shareLink: 'Share the review link',
  linkCopied: 'Review link copied',
  linkCopyFailed: 'Could not copy the review link: {url}',
  printCard: 'Print the review card',
  downloadCard: 'Download the review card as {format}',
  signatureTitle: 'Email signature',
  signatureHint: 'Copy it, then paste it into your email app’s signature settings.',
  signaturePreview: 'Signature preview',
  copySignature: 'Copy signature',
  signatureCopied: 'Signature copied. Paste it into your email settings.',
  signatureFailed: 'Could not copy the signature. Select the preview and copy it.',
  phone: 'Phone',
  web: 'Web',
};

export const reviewKit: Kit<typeof en> = {
  en,
  es: {
    reviewTitle: 'Déjenos una reseña',
  close: 'Cerrar',
    reviewHint: 'Apunte la cámara de su teléfono al código para dejar una reseña. ¡Gracias!',
    reviewQr: 'Código QR de la página de reseñas de {name}',
    shareLink: 'Compartir el enlace de reseñas',
    linkCopied: 'Enlace de reseñas copiado',
    linkCopyFailed: 'No se pudo copiar el enlace de reseñas: {url}',
    printCard: 'Imprimir la tarjeta de reseñas',
    downloadCard: 'Descargar la tarjeta de reseñas como {format}',
    signatureTitle: 'Firma de correo',
    signatureHint: 'Cópiela y péguela en la configuración de firma de su correo.',
    signaturePreview: 'Vista previa de la firma',
    copySignature: 'Copiar firma',
    signatureCopied: 'Firma copiada. Péguela en la configuración de su correo.',
    signatureFailed: 'No se pudo copiar la firma. Seleccione la vista previa y cópiela.',
    phone: 'Tel.',
    web: 'Web',
  },
};

export type ReviewKitStrings = Table<typeof en>;
