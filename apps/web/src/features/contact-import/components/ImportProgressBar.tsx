import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getProgress } from '../api/contact-import-api';

const POLL_MS = 700;

/** Polls the server's progress of a preview or commit while it runs (issue 9: long files show progress). */
export function ImportProgressBar({
  query,
  label,
}: {
  query: { uploadID: string } | { importRunID: number };
  label: string;
}) {
  const { t } = useTranslation('contactImport');
  const progress = useQuery({
    queryKey: ['contact-import', 'progress', query],
    queryFn: () => getProgress(query),
    refetchInterval: POLL_MS,
    // The run is registered a moment after the upload starts: until then the server has nothing to say.
    retry: false,
  });
  const data = progress.data;
  const percent = data?.totalRows
    ? Math.min(100, Math.round((data.processedRows / data.totalRows) * 100))
    : undefined;
  return (
    <Box role="status" aria-live="polite" sx={{ my: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {label}
        {data
          ? ` ${t('progress.rows', { processed: data.processedRows, total: data.totalRows ?? '?' })}`
          : ''}
      </Typography>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={label}
      />
    </Box>
  );
}
