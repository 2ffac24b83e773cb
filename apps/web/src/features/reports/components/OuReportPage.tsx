import { FunctionCode } from '@cd/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotices } from '../../../components/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OuPicker } from '../../../components/OuPicker';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { useErrorMessage } from '../../../lib/error-message';
import { saveFile } from '../../../lib/save-file';
import { useDownloadOuReport, type OuReport } from '../api/reports-api';

const functionCodes: Record<OuReport, FunctionCode> = {
  contacts: FunctionCode.ExportContacts,
  permissions: FunctionCode.PermissionAssignmentReport,
};

/** `/ExportContacts` (FN-0005) and `/Reports/PermissionAssignmentReport` (FN-0006): an OU in, an .xlsx out. */
export function OuReportPage({
  report,
  ou,
  onOuChange,
}: {
  report: OuReport;
  /** The URL's `ouid`: the page keeps no copy of its own, so the address is always what is shown. */
  ou: string | undefined;
  onOuChange(ou: string | undefined): void;
}) {
  const { t, i18n } = useTranslation('reports');
  const errorText = useErrorMessage();
  const { enqueueSnackbar } = useNotices();
  const [includeSubsidiaries, setIncludeSubsidiaries] = useState(false);
  const download = useDownloadOuReport(report);
  const start = (ouID: string) =>
    download.mutate(
      { ouID, includeSubsidiaries, uiLanguage: i18n.language },
      {
        onSuccess: ({ blob, filename }) => {
          saveFile(blob, filename ?? `${t(`${report}.title`)}.xlsx`);
          enqueueSnackbar(t('downloaded'), { variant: 'success' });
        },
        onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
      },
    );

  return (
    <PageLayout title={t(`${report}.title`)}>
      <Stack
        spacing={2}
        sx={{ maxWidth: 720 }}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (ou) start(ou);
        }}
      >
        <Typography>{t(`${report}.intro`)}</Typography>
        <OuPicker value={ou} onChange={onOuChange} functionCode={functionCodes[report]} required />
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
          <Button type="submit" variant="contained" disabled={!ou || download.isPending}>
            {download.isPending ? t('preparing') : t('download')}
          </Button>
        </div>
      </Stack>
    </PageLayout>
  );
}
