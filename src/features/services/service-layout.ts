import type { Service } from '../../site-data/schema';

/** Alternating layout of the services list: the image on the left for even rows, right for odd. */
export function imageSide(index: number): 'left' | 'right' {
  return index % 2 === 0 ? 'left' : 'right';
}

/** Every image of a service, in order, without repeats. */
export function serviceImages(service: Service): string[] {
  const out: string[] = [];
  for (const d of service.description) if (d.img && !out.includes(d.img)) out.push(d.img);
  return out;
}

/** Stable small number from text (FNV-1a): seeds the "random" slogan so server and client agree. */
export function textSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
