import { FunctionCode } from '@cd/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OuPicker } from '../../../components/OuPicker';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { useErrorMessage } from '../../../lib/error-message';
import { trustedDomainsQueryOptions } from '../api/trusted-domains';

export interface TrustedDomainListPageProps {
  ouid?: string;
  onChooseOu(ouid: string | undefined): void;
  onEdit(ouid: string): void;
}

/** Spec 2's Trusted Domain Maintenance list: one OU's trusted domains, read only, with a way to edit. */
export function TrustedDomainListPage({ ouid, onChooseOu, onEdit }: TrustedDomainListPageProps) {
  const { t } = useTranslation('administration');
  return (
    <PageLayout title={t('domains.title')}>
      <Box sx={{ mb: 2, maxWidth: 560 }}>
        <OuPicker value={ouid} onChange={onChooseOu} functionCode={FunctionCode.TrustedDomainMaintenance} />
      </Box>
      {ouid ? (
        <DomainList ouid={ouid} onEdit={() => onEdit(ouid)} />
      ) : (
        <Typography>{t('ou.chooseDomains')}</Typography>
      )}
    </PageLayout>
  );
}

function DomainList({ ouid, onEdit }: { ouid: string; onEdit(): void }) {
  const { t } = useTranslation('administration');
  const errorText = useErrorMessage();
  const list = useQuery(trustedDomainsQueryOptions(ouid));
  if (list.isError) return <Alert severity="error">{errorText(list.error)}</Alert>;
  if (!list.data) return null;
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {t('domains.ofOu', { ou: list.data.ouName })}
        </Typography>
        <Button variant="contained" onClick={onEdit}>
          {t('edit')}
        </Button>
      </Stack>
      {list.data.trustedDomains.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{t('domains.none')}</Typography>
      ) : (
        <List aria-label={t('domains.ofOu', { ou: list.data.ouName })}>
          {list.data.trustedDomains.map((domain) => (
            <ListItem key={domain} divider>
              <ListItemText primary={domain} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
