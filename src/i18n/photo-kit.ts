import type { Kit, Table } from './table';

/**
 * Strings of the form's photos once the visitor uses them (thumbnails, their remove buttons,
 * what is being prepared), a kit (table.ts) that loads with the photos' code, not with the form.
 */
const en = {
  photoAlt: 'Photo {n}',
  removePhoto: 'Remove photo {n}',
  preparing: 'Preparing photo {n}…',
  count: '{count} of {max} photos added.',
  tooMany: 'Only {max} photos can be sent: the first {max} were kept.',
  unreadable: 'One file could not be read as a photo and was left out.',
};

export const photoKit: Kit<typeof en> = {
  en,
  es: {
    photoAlt: 'Foto {n}',
    removePhoto: 'Quitar la foto {n}',
    preparing: 'Preparando la foto {n}…',
    count: '{count} de {max} fotos añadidas.',
    tooMany: 'Solo se pueden enviar {max} fotos: se guardaron las primeras {max}.',
    unreadable: 'Un archivo no se pudo leer como foto y se dejó fuera.',
  },
};

export type PhotoKitStrings = Table<typeof en>;
