/**
 * Fills `{name}` placeholders. Unknown placeholders are left as they are. Its own module, with
 * nothing else: the page's entry uses it before the app runs (src/entry/live-state.ts), and
 * importing `./index` there would bring the English table along.
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
