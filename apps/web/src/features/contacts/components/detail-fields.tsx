import { telHref } from '@cd/contracts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';

const EMPTY = '—';

/** A titled group of label/value rows: a `<dl>` laid out as two columns from the small breakpoint. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0 }}
      >
        {children}
      </Box>
    </>
  );
}

/** One label/value row of a `<dl>`; an absent value shows a dash, `hidden` drops the row. */
export function DetailField({
  label,
  value,
  children,
  hidden = false,
}: {
  label: string;
  value?: string | null;
  children?: ReactNode;
  hidden?: boolean;
}) {
  if (hidden) return null;
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children ?? (value || EMPTY)}
      </Typography>
    </>
  );
}

export function EmailLinks({ emails }: { emails: readonly string[] }) {
  const { t } = useTranslation('contacts');
  if (emails.length === 0) return EMPTY;
  return (
    <Stack component="span" spacing={0.5}>
      {emails.map((email) => (
        <Stack key={email} component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Link href={`mailto:${email}`}>{email}</Link>
          <CopyButton value={email} label={t('actions.copyEmail', { value: email })} />
        </Stack>
      ))}
    </Stack>
  );
}

export function PhoneLinks({ numbers }: { numbers: readonly string[] }) {
  const { t } = useTranslation('contacts');
  if (numbers.length === 0) return EMPTY;
  return (
    <Stack component="span" spacing={0.5}>
      {numbers.map((number) => {
        const href = telHref(number);
        return (
          <Stack key={number} component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {href ? <Link href={href}>{number}</Link> : <span>{number}</span>}
            <CopyButton value={number} label={t('actions.copyPhone', { value: number })} />
          </Stack>
        );
      })}
    </Stack>
  );
}
