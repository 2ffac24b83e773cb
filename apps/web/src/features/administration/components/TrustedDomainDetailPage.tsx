import { schemaIssueCode, trustedDomainInput, type TrustedDomainList } from '@cd/contracts';
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
import { useFieldIssueText } from '../../../lib/server-message';
import { fieldIssueOf } from '../admin-errors';
import { useErrorMessage } from '../../../lib/error-message';
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
  const issueText = useFieldIssueText();
  const { enqueueSnackbar } = useNotices();
  const errorText = useErrorMessage();
  const save = useSaveTrustedDomains();
  const reload = useReloadTrustedDomains(String(list.ouID));
  const [domains, setDomains] = useState(list.trustedDomains);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);

  /** The browser's own check, coded as the server codes it (decision 097); mandatory names the domain. */
  const localProblem = (domain: string) => {
    const result = trustedDomainInput.safeParse(domain);
    if (result.success) return undefined;
    const coded = schemaIssueCode(result.error.issues[0]!);
    return coded.messageCode === 'FIELD_REQUIRED' ? t('domains.mandatory') : issueText(coded);
  };
  const problems = domains.map((d) => localProblem(d));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problems.every((p) => !p)) setConfirming(true);
  };
  const confirmSave = () => {
    setConfirming(false);
    save.mutate(
      { ouID: list.ouID, trustedDomains: domains, version: list.version },
      {
        onSuccess: () => {
          enqueueSnackbar(t('saved'), { variant: 'success' });
          onDone();
        },
        onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
      },
    );
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('domains.ofOu', { ou: list.ouName })}
        </Typography>
        <StaleVersionAlert error={save.error} onReload={() => void reload()} />
        {domains.map((domain, i) => {
          const problem = (touched ? problems[i] : undefined) ?? serverProblem(i);
          return (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'start' }}>
              <TextField
                label={t('domains.domainN', { n: i + 1 })}
                value={domain}
                onChange={(e) => setDomains((all) => all.map((d, j) => (j === i ? e.target.value : d)))}
                error={Boolean(problem)}
                helperText={problem}
                fullWidth
                size="small"
              />
              <IconButton
                aria-label={t('domains.remove', { domain: domain || i + 1 })}
                onClick={() => setDomains((all) => all.filter((_, j) => j !== i))}
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

  function serverProblem(index: number) {
    const issue = fieldIssueOf(save.error, `trustedDomains.${index}`);
    return issue && issueText(issue);
  }
}
