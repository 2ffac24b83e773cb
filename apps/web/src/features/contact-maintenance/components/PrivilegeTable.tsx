import type { PrivilegeGrant } from '@cd/contracts';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { mayToggleGrant, mayToggleSubsidiaries, type PrivilegeRow } from '../privilege-model';

interface PrivilegeTableProps {
  rows: PrivilegeRow[];
  onChange(rows: PrivilegeRow[]): void;
  disabled: boolean;
}

/** Every function code with "granted" and "includes subsidiaries"; codes the editor does not hold stay fixed. */
export function PrivilegeTable({ rows, onChange, disabled }: PrivilegeTableProps) {
  const { t } = useTranslation('contactMaintenance');
  const update = (code: string, patch: Partial<PrivilegeRow>) =>
    onChange(rows.map((row) => (row.code === code ? { ...row, ...patch } : row)));
  return (
    <Table size="small" aria-label={t('permission.tableLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('permission.code')}</TableCell>
          <TableCell>{t('permission.function')}</TableCell>
          <TableCell align="center">{t('permission.granted')}</TableCell>
          <TableCell align="center">{t('permission.includesSubsidiaries')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const name = t(`functionCodes.${row.code}`);
          return (
            <TableRow key={row.code} data-code={row.code}>
              <TableCell>{row.code}</TableCell>
              <TableCell>
                {name}
                {!row.editable && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('permission.notYours')}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="center">
                <Checkbox
                  checked={row.granted}
                  disabled={disabled || !mayToggleGrant(row)}
                  onChange={(event) =>
                    update(row.code, { granted: event.target.checked, includesSubsidiaries: false })
                  }
                  slotProps={{
                    input: { 'aria-label': t('permission.grantLabel', { code: row.code, name }) },
                  }}
                />
              </TableCell>
              <TableCell align="center">
                <Checkbox
                  checked={row.includesSubsidiaries}
                  disabled={disabled || !mayToggleSubsidiaries(row)}
                  onChange={(event) => update(row.code, { includesSubsidiaries: event.target.checked })}
                  slotProps={{
                    input: { 'aria-label': t('permission.subsidiariesLabel', { code: row.code, name }) },
                  }}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** What the user holds on OUs below this one (those the editor may see), read-only. */
export function SubsidiaryGrants({ grants }: { grants: PrivilegeGrant[] }) {
  const { t } = useTranslation('contactMaintenance');
  if (grants.length === 0) return null;
  return (
    <Paper variant="outlined">
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        {t('permission.subsidiaryGrants')}
      </Typography>
      <Table size="small" aria-label={t('permission.subsidiaryGrants')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('permission.ou')}</TableCell>
            <TableCell>{t('permission.code')}</TableCell>
            <TableCell>{t('permission.includesSubsidiaries')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {grants.map((grant) => (
            <TableRow key={`${grant.ouID}:${grant.functionCode}`}>
              <TableCell>{grant.ouName}</TableCell>
              <TableCell>
                {grant.functionCode} {t(`functionCodes.${grant.functionCode}`)}
              </TableCell>
              <TableCell>{grant.includesSubsidiaries ? t('permission.yes') : t('permission.no')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
