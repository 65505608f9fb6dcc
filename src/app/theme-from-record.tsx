import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useSiteData } from '../site-data/site-data-context';
import { language } from '../site-data/selectors';
import { buildTheme, cssVariables } from '../theme/theme';

/** The record's 11 colours as CSS variables on :root and as the MUI palette; `<html lang>` follows the record. */
export function ThemeFromRecord({ children }: { children: ReactNode }) {
  const data = useSiteData();
  const theme = useMemo(() => buildTheme(data.styles), [data.styles]);
  const vars = useMemo(() => cssVariables(data.styles), [data.styles]);
  const lang = language(data);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={{ ':root': vars }} />
      {children}
    </ThemeProvider>
  );
}
