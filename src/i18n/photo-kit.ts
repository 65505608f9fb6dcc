import type { Kit, Table } from './table';

/**
 * Strings of the form's photos, a kit (table.ts) that loads with the photo control, which only a
 * tenant whose relay accepts files shows: no other page or tenant downloads them.
 */
const en = {
  photos: 'Photos of the job',
  photosHint: 'Optional: up to {max} photos help us price the work.',
  addPhotos: 'Add photos',
  photosRefused: 'Your photos were too large for our server and were not sent: you can send them on WhatsApp.',
  photosNotSaved: 'This device could not save your photos, so nothing was sent yet. Your request is still here: you can send it without the photos.',
  sendWithoutPhotos: 'Send without photos',
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
    photos: 'Fotos del trabajo',
    photosHint: 'Opcional: hasta {max} fotos nos ayudan a cotizar el trabajo.',
    addPhotos: 'Añadir fotos',
    photosRefused: 'Sus fotos eran demasiado grandes para nuestro servidor y no se enviaron: puede enviarlas por WhatsApp.',
    photosNotSaved: 'Este dispositivo no pudo guardar sus fotos, así que aún no se envió nada. Su solicitud sigue aquí: puede enviarla sin las fotos.',
    sendWithoutPhotos: 'Enviar sin fotos',
    photoAlt: 'Foto {n}',
    removePhoto: 'Quitar la foto {n}',
    preparing: 'Preparando la foto {n}…',
    count: '{count} de {max} fotos añadidas.',
    tooMany: 'Solo se pueden enviar {max} fotos: se guardaron las primeras {max}.',
    unreadable: 'Un archivo no se pudo leer como foto y se dejó fuera.',
  },
};

export type PhotoKitStrings = Table<typeof en>;
