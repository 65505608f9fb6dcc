import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { constants } from '../../config/constants';
import { addressLines, type MapLocation } from './coverage';
import { MapFrame } from './map-frame';
import { firstEnabledTab, isTabKey, nextTabIndex } from './tabs-keyboard';

export interface MapTabsProps {
  locations: MapLocation[];
  /** Accessible name of the tab list (the section heading's id). */
  labelledBy: string;
  active: boolean;
  onRequestLoad?: () => void;
}

/** A tab's look: filled when selected, faded when its location has no map. */
function tabSx(isSelected: boolean, isDisabled: boolean): SxProps<Theme> {
  return {
    flex: { xs: '1 1 150px', sm: '0 1 280px' },
    minWidth: 0,
    minHeight: 56,
    px: 2,
    py: 1,
    borderRadius: 3,
    border: 2,
    borderColor: isSelected ? 'primary.main' : 'divider',
    bgcolor: isSelected ? 'primary.main' : 'background.paper',
    color: isSelected ? 'primary.contrastText' : 'text.primary',
    font: 'inherit',
    textAlign: 'left',
    lineHeight: 1.3,
    cursor: isDisabled ? 'not-allowed' : 'pointer',
    opacity: isDisabled ? 0.55 : 1,
    transition: 'background-color .2s, border-color .2s',
    '&:hover': isDisabled || isSelected ? {} : { borderColor: 'primary.main' },
    '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
  };
}

/**
 * WAI-ARIA tabs, one per address (automatic activation, roving tabindex). A tab whose location
 * has no frameable map is disabled and skipped by the keys. Only the selected tab's map exists.
 */
export function MapTabs({ locations, labelledBy, active, onRequestLoad }: MapTabsProps) {
  const baseId = useId();
  const disabled = locations.map((l) => !l.frameUrl);
  const [selected, setSelected] = useState(() => Math.max(0, firstEnabledTab(disabled)));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (i: number) => {
    if (disabled[i]) return;
    setSelected(i);
    tabRefs.current[i]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!isTabKey(e.key)) return;
    e.preventDefault();
    select(nextTabIndex(selected, e.key, disabled));
  };

  return (
    <Box>
      <Box
        role="tablist"
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, mb: 2 }}
      >
        {locations.map((l, i) => {
          const isSelected = i === selected;
          return (
            <Box
              key={`${l.address}-${i}`}
              component="button"
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-controls={`${baseId}-panel-${i}`}
              aria-selected={isSelected}
              aria-disabled={disabled[i] || undefined}
              tabIndex={isSelected ? 0 : -1}
              ref={(el: HTMLButtonElement | null) => {
                tabRefs.current[i] = el;
              }}
              onClick={() => select(i)}
              sx={tabSx(isSelected, disabled[i]!)}
            >
              <TabLabel address={l.address} />
            </Box>
          );
        })}
      </Box>
      {locations.map((l, i) => (
        <Box
          key={`${l.address}-${i}`}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={i !== selected}
          tabIndex={0}
          sx={{ borderRadius: 3, '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 } }}
        >
          {i === selected && l.frameUrl && (
            <MapFrame
              address={l.address}
              url={l.frameUrl}
              height={constants.mapHeightTabbedPx}
              active={active}
              onRequestLoad={onRequestLoad}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}

/** A tab's words: the address's first line in bold, the rest below it. */
function TabLabel({ address }: { address: string }) {
  const [first, rest] = addressLines(address);
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '0.98rem' }}>
        {first}
      </Box>
      {' '}
      {rest && (
        <Box component="span" sx={{ display: 'block', fontSize: '0.85rem', opacity: 0.85 }}>
          {rest}
        </Box>
      )}
    </>
  );
}
