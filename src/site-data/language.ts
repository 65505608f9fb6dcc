/** The two languages a record can be written in. */
export type Lang = 'en' | 'es';

/** decision 0000 § Language: `labels.formLabel.isenglish === "true"` picks English; anything else Spanish. */
export function langFromFlag(isenglish: string | undefined): Lang {
  return isenglish?.trim().toLowerCase() === 'true' ? 'en' : 'es';
}
