import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/router-links';

interface Props {
  kind: 'unauthorized' | 'notFound';
  code: '401' | '404';
  /** Spec 4 guest (no session, or no role): offered the company website instead of home. */
  guest: boolean;
  companyWebsiteUrl: string;
}

export function ErrorPage({ kind, code, guest, companyWebsiteUrl }: Props) {
  const { t } = useTranslation(['errors', 'common']);
  const title = t(`${kind}.title`);
  const appTitle = t('common:appTitle');

  useEffect(() => {
    document.title = `${title} · ${appTitle}`;
  }, [title, appTitle]);

  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 4,
      }}
    >
      <Typography
        aria-hidden
        // Decorative, yet still at readable contrast (axe checks hidden text too).
        sx={{ fontSize: '6rem', fontWeight: 800, lineHeight: 1, color: 'text.secondary' }}
      >
        {code}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1rem' }}>
        {t(`${kind}.text`)}
      </Typography>
      {guest ? (
        <Button href={companyWebsiteUrl} variant="contained" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
          {t('backToCompanyWebsite')}
        </Button>
      ) : (
        <ButtonLink to="/" variant="contained" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
          {t('backToHome')}
        </ButtonLink>
      )}
    </Box>
  );
}
