import type { SiteData } from '../../site-data/schema';
import { activeWidgets } from '../../site-data/selectors';
import type { WidgetId } from './widget-state';

/** `simpleWidgets[].val` -> the floating button it turns on (ReviewTab is a footer link, not a button). */
const BY_VAL: ReadonlyArray<[string, WidgetId]> = [
  ['WhatsappBtn', 'whatsapp'],
  ['CallUsNow', 'call'],
  ['Wheather', 'weather'],
  ['VisitsCounter', 'visits'],
  ['ModalColores', 'palette'],
];

export interface WidgetEnv {
  /** Visits counter endpoint; the widget is hidden without one. */
  visitsUrl: string;
}

/** The floating buttons to show, in a fixed order: switched-on widgets that can work, plus QR when `qrImg` is set. */
export function widgetList(data: SiteData, env: WidgetEnv): WidgetId[] {
  const on = activeWidgets(data);
  const hasPhone = data.dbPrincipal.phones.some((p) => /\d/.test(p.phone));
  const list = BY_VAL.filter(([val]) => on.has(val)).map(([, id]) => id);
  return [
    ...list.filter((id) => {
      if (id === 'whatsapp' || id === 'call') return hasPhone;
      if (id === 'visits') return !!env.visitsUrl;
      return true;
    }),
    ...(data.qrImg ? (['qr'] as const) : []),
  ];
}
