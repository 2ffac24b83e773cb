import type { ImportCounts as Counts } from '@cd/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const shown = ['created', 'updated', 'unchanged', 'invalid'] as const;

export function ImportCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation('contactImport');
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} data-testid="import-counts">
      {shown.map((key) => (
        <Typography key={key} variant="body2" data-testid={`count-${key}`}>
          {t(`counts.${key}`)}: <strong>{counts[key]}</strong>
        </Typography>
      ))}
    </Stack>
  );
}
