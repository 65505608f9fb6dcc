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
import { readPanelOpen } from '../../entry/widgets-attrs';
import { belowFold } from '../../theme/offscreen';
import { cityFromAddress } from './coords';
import { PopupCard } from './popup-card';
import { useVisitCounter } from './use-visit-counter';
import { widgetList } from './widget-list';
import { WIDGET_COLORS, WIDGET_ICONS_VAR, widgetIconSx } from './widget-icons';
import { closedPanel, panelReducer, type PanelAction, type PanelState, type WidgetId } from './widget-state';
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
 * Focus and Escape for the panel: focus goes back to the widget's button when its popup closes
 * (and to the main button when the panel closes), unless the visitor already moved it somewhere
 * else; Escape closes the open popup, then the panel (the dialogs handle their own Escape).
 */
function usePanelKeyboard(state: PanelState, dispatch: Dispatch<PanelAction>) {
  const buttons = useRef(new Map<WidgetId, HTMLButtonElement>());
  const fab = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const prev = useRef(state);

  useEffect(() => {
    const before = prev.current;
    prev.current = state;
    const active = document.activeElement;
    // A widget's button hidden with the panel has lost the focus too.
    const lost = !active || active === document.body || (!state.panelOpen && panel.current?.contains(active));
    if (!lost) return;
    if (before.open && !state.open && state.panelOpen && !isDialog(before.open)) buttons.current.get(before.open)?.focus();
    else if (before.panelOpen && !state.panelOpen) fab.current?.focus();
  }, [state]);

  useEffect(() => {
    if (!state.panelOpen || isDialog(state.open)) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) dispatch({ type: 'escape' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.panelOpen, state.open, dispatch]);

  return { buttons, fab, panel };
}

/**
 * The panel's state as the page shows it when the app hydrates: the build's (closed), or the
 * entry's if the visitor opened it before the app ran (entry/early-widgets.ts). Read again once
 * mounted: a tap the entry answered while the app was hydrating the page left it turned since.
 */
function useAdoptedPanel() {
  const [state, dispatch] = useReducer(panelReducer, closedPanel, (closed) =>
    readPanelOpen(typeof document === 'undefined' ? undefined : document) ? { ...closed, panelOpen: true } : closed,
  );
  const keyboard = usePanelKeyboard(state, dispatch);
  const { fab } = keyboard;
  useEffect(() => {
    if (fab.current) dispatch({ type: 'adopt', panelOpen: fab.current.getAttribute('aria-expanded') === 'true' });
  }, [fab]);
  return { state, dispatch, keyboard };
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
  state: PanelState;
  dispatch: Dispatch<PanelAction>;
  keyboard: ReturnType<typeof usePanelKeyboard>;
}

/**
 * The main button and the panel of widget buttons above it. The panel is in the page from the
 * build, hidden until opened, so the entry can open it before the app runs; its buttons' styles
 * come after the first paint (`belowFold`), as they are not shown before a tap.
 */
function WidgetButtons({ widgets, labels, state, dispatch, keyboard: { buttons, fab, panel } }: ButtonsProps) {
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
        ref={fab}
        color="primary"
        aria-label={state.panelOpen ? s.widgets.closeAll : s.widgets.open}
        aria-expanded={state.panelOpen}
        aria-controls={PANEL_ID}
        data-testid="widgets-toggle"
        // The name a tap gives it, for the entry to swap in before the app runs.
        {...{ [WIDGETS_TOGGLE_ATTR]: state.panelOpen ? s.widgets.open : s.widgets.closeAll }}
        onClick={(e) => {
          // Answered here: the entry, whose listener comes after, leaves this tap alone.
          e.preventDefault();
          dispatch({ type: 'toggle-panel' });
        }}
        // Both icons are drawn, the state shows one: the entry turns only the state.
        sx={{ '&[aria-expanded="true"] > svg:first-of-type, &[aria-expanded="false"] > svg:last-of-type': { display: 'none' } }}
      >
        <ForumIcon />
        <CloseIcon />
      </Fab>
      <Box
        ref={panel}
        id={PANEL_ID}
        hidden={!state.panelOpen}
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
            aria-expanded={state.open === id}
            aria-haspopup="dialog"
            aria-controls={state.open === id && !isDialog(id) ? popupId(id) : undefined}
            data-testid={`widget-${id}`}
            onClick={() => dispatch({ type: 'toggle', id })}
            sx={{
              bgcolor: '#fff',
              color: WIDGET_COLORS[id],
              border: '2px solid',
              borderColor: state.open === id ? WIDGET_COLORS[id] : 'transparent',
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
  const { state, dispatch, keyboard } = useAdoptedPanel();
  // Count only once the current record has settled: the page may have been built from a
  // record whose switches have changed since.
  const { loading } = useSiteStatus();
  const visits = useVisitCounter(widgets.includes('visits') && !loading);
  if (!widgets.length) return null;
  const labels = widgetLabels(s);
  return (
    <>
      <GlobalStyles styles={{ html: { scrollPaddingBottom: 96 } }} />
      <WidgetButtons widgets={widgets} labels={labels} state={state} dispatch={dispatch} keyboard={keyboard} />
      <WidgetPopups open={state.open} labels={labels} close={() => dispatch({ type: 'close' })} visits={visits} />
    </>
  );
}
