import { Suspense, useEffect, useMemo, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import { trackedLazy } from '../../utils/tracked-lazy';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import GlobalStyles from '@mui/material/GlobalStyles';
import CloseIcon from '@mui/icons-material/Close';
import ForumIcon from '@mui/icons-material/Forum';
import { useConfig } from '../../hooks/use-config';
import { format, type Strings } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData, useSiteStatus } from '../../site-data/site-data-context';
import { SafeImage } from '../../components/safe-image';
import { belowFold } from '../../theme/offscreen';
import { cityFromAddress } from './coords';
import { PopupCard } from './popup-card';
import { useVisitCounter } from './use-visit-counter';
import { widgetList } from './widget-list';
import { WIDGET_COLORS, WIDGET_ICONS_VAR, widgetIconSx } from './widget-icons';
import { panelReducer, type PanelAction, type PanelState, type WidgetId } from './widget-state';
import { WIDGET_ICON_SET_ATTR, WIDGETS_TOGGLE_ATTR } from '../../contract/page-marks';

// Each popup's content loads on its first open, so the closed panel stays tiny.
const WhatsappPopup = trackedLazy(() => import('./whatsapp-popup'));
const CallPopup = trackedLazy(() => import('./call-popup'));
const WeatherPopup = trackedLazy(() => import('./weather-popup'));
const VisitsPopup = trackedLazy(() => import('./visits-popup'));
const QrDialog = trackedLazy(() => import('./qr-dialog'));
const PaletteDialog = trackedLazy(() => import('./palette-dialog'));

const isDialog = (id: WidgetId | null) => id === 'qr' || id === 'palette';
const popupId = (id: WidgetId) => `widget-popup-${id}`;
/** The panel of widget buttons the main button opens (the entry opens it before the app runs). */
const PANEL_ID = 'widgets-panel';

type Labels = Record<WidgetId, string>;

function widgetLabels(s: Strings): Labels {
  return { whatsapp: s.widgets.whatsapp, call: s.widgets.call, weather: s.widgets.weather, visits: s.widgets.visits, qr: s.widgets.qr, palette: s.widgets.palette };
}

/**
 * Focus and Escape for the popups: focus goes back to the widget's button when its popup closes,
 * unless the visitor already moved it somewhere else; Escape closes the open popup (before the
 * entry's listener, which then leaves the panel open; the dialogs handle their own Escape).
 */
function usePopupKeyboard(open: PanelState, dispatch: Dispatch<PanelAction>) {
  const buttons = useRef(new Map<WidgetId, HTMLButtonElement>());
  const prev = useRef(open);

  useEffect(() => {
    const before = prev.current;
    prev.current = open;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (lost && before && !open && !isDialog(before)) buttons.current.get(before)?.focus();
  }, [open]);

  useEffect(() => {
    if (!open || isDialog(open)) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      dispatch({ type: 'close' });
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [open, dispatch]);

  return buttons;
}

/**
 * A widget button's pop as the panel opens: from partly shown, not transparent, so the tap's
 * first frame already shows the buttons.
 */
const POP_SX = {
  '@media (prefers-reduced-motion: no-preference)': {
    animation: 'canopy-pop .16s ease-out',
    '@keyframes canopy-pop': { from: { opacity: 0.4, transform: 'translateY(8px) scale(.9)' }, to: { opacity: 1, transform: 'none' } },
  },
} as const;

interface ButtonsProps {
  widgets: WidgetId[];
  labels: Labels;
  open: PanelState;
  dispatch: Dispatch<PanelAction>;
  buttons: ReturnType<typeof usePopupKeyboard>;
}

/**
 * The main button and the panel of widget buttons above it, drawn closed and never written again:
 * the entry opens and closes the panel (entry/early-widgets.ts), before the app runs and after;
 * a tap on the main button closes the app's popup with it. The panel's buttons' styles come after
 * the first paint (`belowFold`), as they are not shown before a tap.
 */
function WidgetButtons({ widgets, labels, open, dispatch, buttons }: ButtonsProps) {
  const s = useStrings();
  return (
    <Box
      data-testid="floating-widgets"
      // The visit is counted by the entry, whether or not the app starts (src/main.tsx).
      data-count-visits={widgets.includes('visits') ? '' : undefined}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 1200,
        width: 56,
        display: 'flex',
        flexDirection: 'column-reverse',
        alignItems: 'center',
        gap: 1.5,
        pointerEvents: 'none',
        '& button': { pointerEvents: 'auto' },
      }}
    >
      <Fab
        color="primary"
        aria-label={s.widgets.open}
        aria-expanded={false}
        aria-controls={PANEL_ID}
        data-testid="widgets-toggle"
        // The name a tap gives it, for the entry to swap in; its name and state are the entry's, and
        // so is its `data-native` (set once its code is in: a tap before that is held for the app's start).
        {...{ [WIDGETS_TOGGLE_ATTR]: s.widgets.closeAll }}
        suppressHydrationWarning
        onClick={() => dispatch({ type: 'close' })}
        // Both icons are drawn, the state shows one: the entry turns only the state.
        sx={{ '&[aria-expanded="true"] > svg:first-of-type, &[aria-expanded="false"] > svg:last-of-type': { display: 'none' } }}
      >
        <ForumIcon />
        <CloseIcon />
      </Fab>
      <Box
        id={PANEL_ID}
        hidden
        suppressHydrationWarning
        {...belowFold}
        sx={{ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', gap: 1.5, '&[hidden]': { display: 'none' } }}
      >
        {/* No box of its own: it names the buttons' image of icons, in the styles after the first paint. */}
        <Box {...{ [WIDGET_ICON_SET_ATTR]: '' }} sx={{ display: 'contents', ...WIDGET_ICONS_VAR }}>
        {widgets.map((id) => (
          <Fab
            key={id}
            size="medium"
            ref={(el: HTMLButtonElement | null) => {
              if (el) buttons.current.set(id, el);
              else buttons.current.delete(id);
            }}
            aria-label={labels[id]}
            aria-expanded={open === id}
            aria-haspopup="dialog"
            aria-controls={open === id && !isDialog(id) ? popupId(id) : undefined}
            data-testid={`widget-${id}`}
            onClick={() => dispatch({ type: 'toggle', id })}
            sx={{
              bgcolor: '#fff',
              color: WIDGET_COLORS[id],
              border: '2px solid',
              borderColor: open === id ? WIDGET_COLORS[id] : 'transparent',
              '&:hover': { bgcolor: '#f3f3f3' },
              ...widgetIconSx(id),
              ...POP_SX,
            }}
          />
        ))}
        </Box>
      </Box>
    </Box>
  );
}

interface PopupsProps {
  open: WidgetId | null;
  labels: Labels;
  close(): void;
  visits: ReturnType<typeof useVisitCounter>;
}

/** The open widget's popup (a card beside the buttons) or dialog, its content loaded on its first open. */
function WidgetPopups({ open, labels, close, visits }: PopupsProps) {
  const data = useSiteData();
  const s = useStrings();
  const card = (id: WidgetId, title: string, content: ReactNode, extra: { lead?: ReactNode; subtitle?: string } = {}) => (
    <PopupCard
      id={popupId(id)}
      title={title}
      closeLabel={format(s.widgets.closeWidget, { name: labels[id] })}
      loadingLabel={s.widgets.loading}
      onClose={close}
      {...extra}
    >
      {content}
    </PopupCard>
  );
  const principal = data.dbPrincipal;
  const place = cityFromAddress(principal.location[0]?.address ?? '') || principal.name;
  return (
    <>
      {open === 'whatsapp' &&
        card('whatsapp', principal.name || s.widgets.whatsapp, <WhatsappPopup />, {
          subtitle: s.widgets.repliesInMinutes,
          lead: (
            <SafeImage
              src={principal.favicon || principal.logo}
              alt=""
              width={40}
              height={40}
              style={{ borderRadius: '50%', background: '#fff', objectFit: 'contain', flexShrink: 0 }}
            />
          ),
        })}
      {open === 'call' && card('call', s.widgets.call, <CallPopup />)}
      {open === 'weather' && card('weather', format(s.widgets.weatherIn, { place }), <WeatherPopup />)}
      {open === 'visits' && card('visits', s.widgets.visits, <VisitsPopup counted={visits.counted} read={visits.read} />)}
      <Suspense fallback={null}>
        {open === 'qr' && <QrDialog onClose={close} />}
        {open === 'palette' && <PaletteDialog onClose={close} />}
      </Suspense>
    </>
  );
}

/** The floating widget panel (bottom right, same place on every page). */
export function FloatingWidgets() {
  const data = useSiteData();
  const s = useStrings();
  const { visitsUrl } = useConfig();
  const widgets = useMemo(() => widgetList(data, { visitsUrl }), [data, visitsUrl]);
  const [open, dispatch] = useReducer(panelReducer, null);
  const buttons = usePopupKeyboard(open, dispatch);
  // The main button's one behaviour, installed here too for a page the build did not write (once a document).
  useEffect(() => void import('../../entry/early-widgets').then((m) => m.answerEarlyWidgets(document)), []);
  // Count only once the current record has settled: the page may have been built from a
  // record whose switches have changed since.
  const { loading } = useSiteStatus();
  const visits = useVisitCounter(widgets.includes('visits') && !loading);
  if (!widgets.length) return null;
  const labels = widgetLabels(s);
  return (
    <>
      <GlobalStyles styles={{ html: { scrollPaddingBottom: 96 } }} />
      <WidgetButtons widgets={widgets} labels={labels} open={open} dispatch={dispatch} buttons={buttons} />
      <WidgetPopups open={open} labels={labels} close={() => dispatch({ type: 'close' })} visits={visits} />
    </>
  );
}
