import Box from '@mui/material/Box';
import CheckCircle from '@mui/icons-material/CheckCircle';

/** A bullet list from the record with check marks (service lists, about lists). */
export function CheckList({ items, columns = 1, dark = false }: { items: readonly string[]; columns?: 1 | 2; dark?: boolean }) {
  const list = items.filter((t) => t.trim());
  if (!list.length) return null;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.25,
        gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
      }}
    >
      {list.map((item, i) => (
        <Box component="li" key={`${item}-${i}`} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', color: dark ? 'inherit' : 'text.primary', fontWeight: 500, overflowWrap: 'anywhere' }}>
          <CheckCircle aria-hidden="true" sx={{ color: dark ? 'inherit' : 'primary.main', fontSize: 22, mt: '1px', flexShrink: 0 }} />
          <span>{item}</span>
        </Box>
      ))}
    </Box>
  );
}
