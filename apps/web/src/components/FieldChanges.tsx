import {
  fileLanguageOf,
  noAuditReferences,
  readableChange,
  type AuditReferences,
  type FieldChange,
} from '@cd/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * An audit record's changes, one sentence each (field: before → after) worded as the audit export words
 * them (contracts: readableChange): OUs and departments by name from the page's references, phones
 * formatted, in the user's language; past `limit`, a count of the rest.
 */
export function FieldChanges({
  changes,
  limit,
  references = noAuditReferences,
}: {
  changes: FieldChange[];
  limit?: number;
  references?: AuditReferences;
}) {
  const { t, i18n } = useTranslation('common');
  const language = fileLanguageOf(i18n.language);
  const visible = limit === undefined ? changes : changes.slice(0, limit);
  const hidden = changes.length - visible.length;
  if (changes.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Stack spacing={0.25}>
      {visible.map((change) => {
        const readable = readableChange(change, language, references);
        return (
          <Typography key={change.field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('fieldChange', { field: readable.label, before: readable.before, after: readable.after })}
          </Typography>
        );
      })}
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('moreChanges', { count: hidden })}
        </Typography>
      )}
    </Stack>
  );
}
