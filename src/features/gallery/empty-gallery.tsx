import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useStrings } from '../../i18n/use-strings';

/** Shown where a gallery has no photos yet. */
export function EmptyGallery() {
  const s = useStrings();
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 8 },
        px: 3,
        borderRadius: 4,
        border: '2px dashed',
        borderColor: 'divider',
        bgcolor: 'grey.50',
      }}
    >
      <PhotoLibraryOutlined aria-hidden="true" sx={{ fontSize: 48, color: 'primary.main', mb: 1.5 }} />
      <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>{s.gallery.empty}</Typography>
    </Box>
  );
}
