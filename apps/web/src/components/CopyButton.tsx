import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 9: 'Copied!' shows for 800 ms. */
export const COPIED_MS = 800;

/** Copies `value` to the clipboard; `label` names what is copied (the button's accessible name). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await writeClipboard(value)) setCopied(true);
  }

  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => void copy()}>
          {copied ? <CheckIcon fontSize="inherit" color="success" /> : <ContentCopyIcon fontSize="inherit" />}
        </IconButton>
      </Tooltip>
      {/* A live region, so screen readers hear it too. */}
      <Typography component="span" variant="caption" role="status" color="success.main">
        {copied ? t('copied') : ''}
      </Typography>
    </>
  );
}

/** The Clipboard API needs a secure context; plain http intranets fall back to a hidden textarea. */
async function writeClipboard(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = value;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } finally {
      area.remove();
    }
  }
}
