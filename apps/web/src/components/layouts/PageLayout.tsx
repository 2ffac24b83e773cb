import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page inside the shell: a heading band and the page's content; also names the browser tab. */
export function PageLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const appTitle = t('appTitle');

  useEffect(() => {
    document.title = `${title} · ${appTitle}`;
  }, [title, appTitle]);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, flex: 1 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
