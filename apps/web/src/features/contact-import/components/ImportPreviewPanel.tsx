import { columnLabel, type ImportCommitResult, type ImportPreview } from '@cd/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNotices } from '../../../components/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { saveFile } from '../../../lib/save-file';
import { useServerMessage } from '../../../lib/server-message';
import { useCommitImport, useDiscardImport, useDownloadErrorReport } from '../api/contact-import-api';
import { ImportCounts } from './ImportCounts';
import { ImportProgressBar } from './ImportProgressBar';

type InvalidRows = 'block' | 'skip';

/** What the upload would do, row by row, and the user's go-ahead (issue 9: preview before commit). */
export function ImportPreviewPanel({
  preview,
  onCommitted,
  onDiscarded,
}: {
  preview: ImportPreview;
  onCommitted(result: ImportCommitResult): void;
  onDiscarded(): void;
}) {
  const { t, i18n } = useTranslation('contactImport');
  const serverText = useServerMessage();
  const errorText = useErrorMessage();
  const { enqueueSnackbar } = useNotices();
  const [invalidRows, setInvalidRows] = useState<InvalidRows>('block');
  const hasInvalid = preview.counts.invalid > 0;
  const blocked = hasInvalid && invalidRows === 'block';

  const commit = useCommitImport();
  const discard = useDiscardImport();
  const report = useDownloadErrorReport();

  async function commitRun() {
    try {
      onCommitted(await commit.mutateAsync({ importRunID: preview.importRunID, invalidRows }));
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
    }
  }

  async function discardRun() {
    // Either way the preview is of no more use to this screen; the server expires it if the call failed.
    await discard.mutateAsync(preview.importRunID).catch(() => undefined);
    onDiscarded();
  }

  async function downloadReport() {
    try {
      const { blob, filename } = await report.mutateAsync({
        importRunID: preview.importRunID,
        uiLanguage: i18n.language,
      });
      saveFile(blob, filename ?? `${preview.fileName} errors.xlsx`);
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="import-preview-heading">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id="import-preview-heading">
          {t('preview.heading', { fileName: preview.fileName })}
        </Typography>
        <ImportCounts counts={preview.counts} />
        {preview.warnings.map((warning) => (
          <Alert key={warning.message} severity="warning">
            {serverText(warning, warning.message)}
          </Alert>
        ))}
        {hasInvalid && (
          <>
            <Table size="small" aria-label={t('preview.issuesTable')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('preview.row')}</TableCell>
                  <TableCell>{t('preview.column')}</TableCell>
                  <TableCell>{t('preview.message')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.issues.map((issue) => (
                  <TableRow key={`${issue.row}-${issue.column}-${issue.message}`}>
                    <TableCell>{issue.row}</TableCell>
                    <TableCell>{columnLabel(issue.column, i18n.language)}</TableCell>
                    <TableCell>{serverText(issue, issue.message)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {preview.issueCount > preview.issues.length && (
              <Typography variant="body2">
                {t('preview.more', { shown: preview.issues.length, total: preview.issueCount })}
              </Typography>
            )}
            <div>
              <Button variant="outlined" onClick={() => void downloadReport()} disabled={report.isPending}>
                {t('preview.downloadErrors')}
              </Button>
            </div>
            <RadioGroup
              aria-label={t('preview.invalidRows')}
              value={invalidRows}
              onChange={(event) => setInvalidRows(event.target.value as InvalidRows)}
            >
              <FormControlLabel value="block" control={<Radio />} label={t('preview.block')} />
              <FormControlLabel value="skip" control={<Radio />} label={t('preview.skip')} />
            </RadioGroup>
          </>
        )}
        {commit.isPending && (
          <ImportProgressBar query={{ importRunID: preview.importRunID }} label={t('progress.committing')} />
        )}
        <Stack direction="row" spacing={2}>
          <Button variant="contained" disabled={blocked || commit.isPending} onClick={() => void commitRun()}>
            {t('preview.commit')}
          </Button>
          <Button onClick={() => void discardRun()} disabled={commit.isPending || discard.isPending}>
            {t('preview.cancel')}
          </Button>
        </Stack>
        {blocked && <Typography variant="body2">{t('preview.blockedHint')}</Typography>}
      </Stack>
    </Paper>
  );
}
