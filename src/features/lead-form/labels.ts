import { stringsFor, type Lang } from '../../i18n';
import type { FormLabelKey, FormLabels } from '../../site-data/schema';

/** The form's visible labels: the record's `labels.formLabel` over the strings table. */
export interface FormText {
  name: string;
  lastname: string;
  email: string;
  phone: string;
  address: string;
  service: string;
  bestWay: string;
  checkPhone: string;
  checkEmail: string;
  message: string;
  submit: string;
}

const RECORD_KEYS: Record<keyof FormText, FormLabelKey> = {
  name: 'tname',
  lastname: 'tlname',
  email: 'temail',
  phone: 'tphone',
  address: 'taddress',
  service: 'ttypeservice',
  bestWay: 'tbestway',
  checkPhone: 'tcheckphone',
  checkEmail: 'tcheckcorreo',
  message: 'tmessage',
  submit: 'tbutton',
};

export function formText(labels: FormLabels, lang: Lang): FormText {
  const t = stringsFor(lang).form;
  const out = {} as FormText;
  for (const key of Object.keys(RECORD_KEYS) as (keyof FormText)[]) {
    const fromRecord = labels[RECORD_KEYS[key]]?.trim();
    out[key] = fromRecord || t[key];
  }
  return out;
}
