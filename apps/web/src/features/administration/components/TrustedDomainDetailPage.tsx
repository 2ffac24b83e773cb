import { saveTrustedDomainRequest, type TrustedDomainList } from '@cd/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotices } from '../../../components/notices';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleVersionAlert } from '../../../components/StaleVersionAlert';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormErrors } from '../../../lib/form-errors';
import { useReloadTrustedDomains, useSaveTrustedDomains, useTrustedDomains } from '../api/trusted-domains';
import { SaveBar } from './SaveActions';

export interface TrustedDomainDetailPageProps {
  ouid: string;
  onDone(): void;
}

/** Spec 2's Trusted Domain Maintenance detail: edit one OU's list, each domain refused on its own line. */
export function TrustedDomainDetailPage({ ouid, onDone }: TrustedDomainDetailPageProps) {
  const { t } = useTranslation('administration');
  const list = useTrustedDomains(ouid);
  return (
    <PageLayout title={t('domains.detailTitle')}>
      <DomainForm key={list.version} list={list} onDone={onDone} />
    </PageLayout>
  );
}

function DomainForm({ list, onDone }: { list: TrustedDomainList; onDone(): void }) {
  const { t } = useTranslation('administration');
  const { enqueueSnackbar } = useNotices();
  const errorText = useErrorMessage();
  const save = useSaveTrustedDomains();
  const reload = useReloadTrustedDomains(String(list.ouID));
  const [domains, setDomains] = useState(list.trustedDomains);
  const [confirming, setConfirming] = useState(false);
  // Spec 5's own words for an empty domain; the rest as the contract codes it (decisions 097, 106).
  const form = useFormErrors({
    textOf: (_path, problem) =>
      problem.messageCode === 'FIELD_REQUIRED' ? t('domains.mandatory') : undefined,
  });
  const body = { ouID: list.ouID, trustedDomains: domains, version: list.version };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(saveTrustedDomainRequest, body)) setConfirming(true);
  };
  const confirmSave = () => {
    setConfirming(false);
    save.mutate(body, {
      onSuccess: () => {
        enqueueSnackbar(t('saved'), { variant: 'success' });
        onDone();
      },
      onError: (error) => {
        if (!form.showServer(error)) enqueueSnackbar(errorText(error), { variant: 'error' });
      },
    });
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('domains.ofOu', { ou: list.ouName })}
        </Typography>
        <StaleVersionAlert error={save.error} onReload={() => void reload()} />
        {domains.map((domain, i) => {
          const problem = form.errorOf(`trustedDomains.${i}`);
          return (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'start' }}>
              <TextField
                label={t('domains.domainN', { n: i + 1 })}
                value={domain}
                onChange={(e) => {
                  setDomains((all) => all.map((d, j) => (j === i ? e.target.value : d)));
                  form.clear(`trustedDomains.${i}`);
                }}
                error={Boolean(problem)}
                helperText={problem}
                fullWidth
                size="small"
              />
              <IconButton
                aria-label={t('domains.remove', { domain: domain || i + 1 })}
                onClick={() => {
                  setDomains((all) => all.filter((_, j) => j !== i));
                  // The rows below move up: their problems no longer sit on their fields.
                  form.clear();
                }}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          );
        })}
        <SaveBar
          leading={
            <Button startIcon={<AddIcon />} onClick={() => setDomains((all) => [...all, ''])}>
              {t('domains.add')}
            </Button>
          }
          saving={save.isPending}
          confirming={confirming}
          onConfirm={confirmSave}
          onKeepEditing={() => setConfirming(false)}
          onCancel={onDone}
        />
      </Stack>
    </Paper>
  );
}
