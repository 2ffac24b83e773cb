import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Resources } from '../../locales';
import { PageLayout } from './PageLayout';

export type PageTitleKey = keyof Resources['pages']['titles'];

/** A route whose screen a later issue builds: it shows its title and says so, nothing more. */
export function PlaceholderPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation('pages');
  return (
    <PageLayout title={t(`titles.${titleKey}`)}>
      <Paper
        variant="outlined"
        sx={{ p: 4, display: 'flex', alignItems: 'center', gap: 2, color: 'text.secondary', maxWidth: 720 }}
      >
        <ConstructionIcon color="disabled" />
        <Typography>{t('notBuilt')}</Typography>
      </Paper>
    </PageLayout>
  );
}
