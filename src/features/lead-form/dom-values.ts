import type { LeadValues } from './validate';

/** Each value of the form and the `name` of its control in the page. */
const CONTROL: Record<keyof LeadValues, string> = {
  name: 'nombre',
  lastname: 'lastname',
  email: 'email',
  phone: 'phone',
  address: 'address',
  service: 'service',
  byPhone: 'byPhone',
  byEmail: 'byEmail',
  message: 'mensaje',
  website: 'website',
};

/**
 * What the form's controls hold in the page, over `current` (a control the form does not show
 * keeps its value). The page is usable before the app hydrates it (decision 0015): what the
 * visitor typed then, what the browser filled (autofill, the values it restores on Back) and
 * what a script set are in the controls and nowhere else. React keeps a control's value as it
 * finds it when hydrating, but its state still says empty, so the form adopts the page's values
 * once hydrated.
 */
export function readFormValues(form: HTMLFormElement, current: LeadValues): LeadValues {
  const out = { ...current } as Record<keyof LeadValues, string | boolean>;
  for (const key of Object.keys(CONTROL) as (keyof LeadValues)[]) {
    const el = form.elements.namedItem(CONTROL[key]);
    if (!el || !('value' in el)) continue;
    if (typeof current[key] === 'boolean') out[key] = el instanceof HTMLInputElement && el.checked;
    else out[key] = el.value;
  }
  return out as unknown as LeadValues;
}

/** Whether two sets of values are the same (so adopting them changes nothing). */
export function sameValues(a: LeadValues, b: LeadValues): boolean {
  return (Object.keys(a) as (keyof LeadValues)[]).every((k) => a[k] === b[k]);
}
