import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';
import { scimBaseUrl } from '../scim-url';

export interface TokenDialogProps {
  /** The connection's name and the token the server answered with (it keeps only its hash). */
  name: string;
  token: string;
  onClose(): void;
}

/**
 * The only time a token is shown: after a create or a rotate. It lives in this dialog's props alone
 * (never in the query cache), so closing the dialog forgets it.
 */
export function TokenDialog({ name, token, onClose }: TokenDialogProps) {
  const { t } = useTranslation('directorySync');
  const titleId = useId();
  return (
    // Only Done closes it: a click beside the dialog must not lose a token that is never shown again.
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('token.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('token.text', { url: scimBaseUrl() })}</DialogContentText>
          <Alert severity="warning">{t('token.once')}</Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label={t('token.label')}
              value={token}
              fullWidth
              slotProps={{
                htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'sync-token' },
                input: { sx: { fontFamily: 'monospace' } },
              }}
              onFocus={(event) => event.target.select()}
            />
            <CopyButton value={token} label={t('token.copy')} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('token.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
