import {
  FunctionCode,
  IMPORT_MAX_FILE_MB_DEFAULT,
  type ImportCommitResult,
  type ImportPreview,
} from '@cd/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotices } from '../../../components/notices';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OuPicker } from '../../../components/OuPicker';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { useErrorMessage } from '../../../lib/error-message';
import { saveFile } from '../../../lib/save-file';
import { useServerMessage } from '../../../lib/server-message';
import { useDownloadTemplate, useImportRuns, useUploadWorkbook } from '../api/contact-import-api';
import { fileProblem } from '../file-check';
import { ImportOutcome, type Outcome } from './ImportOutcome';
import { ImportPreviewPanel } from './ImportPreviewPanel';
import { ImportProgressBar } from './ImportProgressBar';
import { ImportRunsTable } from './ImportRunsTable';

/** `/ContactImport` (FN-0004): template → upload → preview → commit, and the OU's past runs. */
export function ContactImportPage({
  ou,
  onOuChange,
}: {
  /** The URL's `ouid`: the page keeps no copy of its own, so the address is always what is shown. */
  ou: string | undefined;
  onOuChange(ou: string | undefined): void;
}) {
  const { t } = useTranslation('contactImport');
  const errorText = useErrorMessage();
  const serverText = useServerMessage();
  const { enqueueSnackbar } = useNotices();
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [uploadID, setUploadID] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ouReady = Boolean(ou);
  // The runs list (the table's first page, one shared query) carries the limit the server enforces.
  const maxFileMegabytes =
    useImportRuns(ou ?? '', 1, ouReady).data?.maxFileMegabytes ?? IMPORT_MAX_FILE_MB_DEFAULT;

  const template = useDownloadTemplate();
  const upload = useUploadWorkbook();

  async function downloadTemplate(ouID: string) {
    try {
      const { blob, filename } = await template.mutateAsync(ouID);
      saveFile(blob, filename ?? `Import Contacts_${ouID}.xlsx`);
    } catch {
      // Spec 8: the template's failure has its own fixed text.
      enqueueSnackbar(t('templateFailed'), { variant: 'error' });
    }
  }

  async function send(ouID: string, file: File) {
    const id = crypto.randomUUID();
    setUploadID(id);
    try {
      setPreview(await upload.mutateAsync({ ouID, file, uploadID: id }));
    } catch (error) {
      setFileError(errorText(error));
    } finally {
      setUploadID(null);
    }
  }

  function chooseOu(next: string | undefined) {
    setPreview(null);
    setOutcome(null);
    setFileError(null);
    onOuChange(next);
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !ou) return;
    setPreview(null);
    setOutcome(null);
    const problem = fileProblem(file, maxFileMegabytes);
    setFileError(
      problem === 'legacyXls'
        ? // The server's own refusal of an .xls, by its code, so both say the same (issue 19 item 5).
          serverText({ messageCode: 'WORKBOOK_LEGACY_XLS' }, t('fileProblem.notExcel'))
        : problem
          ? t(`fileProblem.${problem}`, { size: maxFileMegabytes })
          : null,
    );
    if (!problem) void send(ou, file);
  }

  function onCommitted(committed: ImportCommitResult) {
    setPreview(null);
    setOutcome({ kind: 'committed', counts: committed.counts });
  }

  function onDiscarded() {
    setPreview(null);
    setOutcome({ kind: 'discarded' });
  }

  return (
    <PageLayout title={t('title')}>
      <Stack spacing={3} sx={{ maxWidth: 1100 }}>
        <Typography>{t('intro')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <OuPicker value={ou} onChange={chooseOu} functionCode={FunctionCode.ContactImport} required />
          <Button
            variant="outlined"
            disabled={!ouReady || template.isPending}
            onClick={() => ou && void downloadTemplate(ou)}
            sx={{ mt: { sm: 1 } }}
          >
            {t('downloadTemplate')}
          </Button>
          <Button
            variant="contained"
            disabled={!ouReady || upload.isPending}
            onClick={() => fileInput.current?.click()}
            sx={{ mt: { sm: 1 } }}
          >
            {t('upload')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hidden
            aria-label={t('upload')}
            data-testid="import-file"
            onChange={onFile}
          />
        </Stack>
        {fileError && (
          <Alert severity="error" role="alert">
            {fileError}
          </Alert>
        )}
        {uploadID && <ImportProgressBar query={{ uploadID }} label={t('progress.previewing')} />}
        {preview && (
          <ImportPreviewPanel preview={preview} onCommitted={onCommitted} onDiscarded={onDiscarded} />
        )}
        {outcome && <ImportOutcome outcome={outcome} />}
        {ou && <ImportRunsTable ouID={ou} />}
      </Stack>
    </PageLayout>
  );
}
