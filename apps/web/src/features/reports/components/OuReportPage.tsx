import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOuId, OuIdField } from '../../../components/OuIdField';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { useErrorMessage } from '../../../lib/error-message';
import { saveFile } from '../../../lib/save-file';
import { downloadOuReport, type OuReport } from '../api/reports-api';

/** `/ExportContacts` (FN-0005) and `/Reports/PermissionAssignmentReport` (FN-0006): an OU in, an .xlsx out. */
export function OuReportPage({
  report,
  initialOu,
  onOuChange,
}: {
  report: OuReport;
  initialOu: string;
  onOuChange(ou: string): void;
}) {
  const { t } = useTranslation('reports');
  const errorText = useErrorMessage();
  const { enqueueSnackbar } = useSnackbar();
  const [ou, setOu] = useState(initialOu);
  const [includeSubsidiaries, setIncludeSubsidiaries] = useState(false);
  const download = useMutation({
    mutationFn: () => downloadOuReport(report, ou, includeSubsidiaries),
    onSuccess: ({ blob, filename }) => {
      saveFile(blob, filename ?? `${t(`${report}.title`)}.xlsx`);
      enqueueSnackbar(t('downloaded'), { variant: 'success' });
    },
    onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
  });

  return (
    <PageLayout title={t(`${report}.title`)}>
      <Stack
        spacing={2}
        sx={{ maxWidth: 720 }}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (isOuId(ou)) download.mutate();
        }}
      >
        <Typography>{t(`${report}.intro`)}</Typography>
        <OuIdField
          value={ou}
          onChange={(next) => {
            setOu(next);
            onOuChange(next);
          }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={includeSubsidiaries}
              onChange={(event) => setIncludeSubsidiaries(event.target.checked)}
            />
          }
          label={t('includeSubsidiaries')}
        />
        <div>
          <Button type="submit" variant="contained" disabled={!isOuId(ou) || download.isPending}>
            {download.isPending ? t('preparing') : t('download')}
          </Button>
        </div>
      </Stack>
    </PageLayout>
  );
}
