import Box from '@mui/material/Box';
import { useSiteData } from '../site-data/site-data-context';
import { scheduleRows } from '../site-data/selectors';

/**
 * How the hours sit in their block: `table` (days and hours in two columns, the contact page),
 * `stacked` (the day above its hours, the service sidebar), `inline` ("Monday - Friday: 7:00 AM -
 * 6:00 PM", the footer and the home's contact block).
 */
export type HoursLayout = 'table' | 'stacked' | 'inline';

const layouts = {
  table: {
    dl: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 },
    row: { display: 'contents' },
    dt: { fontWeight: 700, color: 'text.primary' },
    dd: { color: 'text.secondary' },
  },
  stacked: {
    dl: { display: 'grid', gap: 1, mt: 0.5 },
    row: {},
    dt: { fontWeight: 700, color: 'text.primary' },
    dd: { color: 'text.primary' },
  },
  inline: {
    dl: { display: 'grid', gap: 0.5 },
    row: {},
    dt: { display: 'inline', color: 'inherit' },
    dd: { display: 'inline', color: 'inherit' },
  },
} as const;

/**
 * The business's opening hours: the one place they are drawn, from the one pairing of work days
 * with hours (`scheduleRows`), as a description list in every layout. Nothing when there are none.
 */
export function BusinessHours({ layout }: { layout: HoursLayout }) {
  const data = useSiteData();
  const rows = scheduleRows(data);
  if (!rows.length) return null;
  const l = layouts[layout];
  return (
    <Box component="dl" data-testid="business-hours" sx={{ m: 0, ...l.dl }}>
      {rows.map((row, i) => (
        <Box key={i} sx={l.row}>
          {row.day && (
            <Box component="dt" sx={l.dt}>
              {layout === 'inline' && row.hour ? `${row.day}: ` : row.day}
            </Box>
          )}
          {row.hour && (
            <Box component="dd" sx={{ m: 0, ...l.dd }}>
              {row.hour}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
