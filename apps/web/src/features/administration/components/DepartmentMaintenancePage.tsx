import { FunctionCode, type DepartmentRecord } from '@cd/contracts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNotices } from '../../../components/notices';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { OuPicker } from '../../../components/OuPicker';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { isStaleVersion } from '../admin-errors';
import { useErrorMessage } from '../../../lib/error-message';
import {
  DEPARTMENT_PAGE_SIZE,
  useDeleteDepartment,
  useDepartmentList,
  useOuHeading,
  useReloadDepartments,
} from '../api/departments';
import { DepartmentDialog } from './DepartmentDialog';

function CannotDeleteDialog({
  department,
  onClose,
}: {
  department: DepartmentRecord | null;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('administration');
  const id = useId();
  const name = department && ((i18n.language === 'zh-HK' && department.nameZh) || department.name);
  return (
    <Dialog open={department !== null} onClose={onClose} aria-describedby={id} role="alertdialog">
      <DialogContent>
        <DialogContentText id={id}>
          {department && t('departments.cannotDelete', { name, count: department.contactCount })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('departments.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface DepartmentMaintenancePageProps {
  /** The `ouid` search param; absent until the user picks an OU. */
  ouid?: string;
  onChooseOu(ouid: string | undefined): void;
}

/** Spec 2's Department Maintenance (FN-0002): one OU's departments, paged on the server. */
export function DepartmentMaintenancePage({ ouid, onChooseOu }: DepartmentMaintenancePageProps) {
  const { t } = useTranslation('administration');
  return (
    <PageLayout title={t('departments.title')}>
      <Box sx={{ mb: 2, maxWidth: 560 }}>
        <OuPicker value={ouid} onChange={onChooseOu} functionCode={FunctionCode.DepartmentMaintenance} />
      </Box>
      {ouid ? <DepartmentList ouid={ouid} /> : <Typography>{t('ou.choose')}</Typography>}
    </PageLayout>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; department: DepartmentRecord } | null;

function DepartmentList({ ouid }: { ouid: string }) {
  const { t, i18n } = useTranslation('administration');
  const { enqueueSnackbar } = useNotices();
  const errorText = useErrorMessage();
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DepartmentRecord | null>(null);
  const ou = useOuHeading(ouid);
  const list = useDepartmentList({ ouID: ouid, page: page + 1, pageSize: DEPARTMENT_PAGE_SIZE });
  const remove = useDeleteDepartment();
  const reload = useReloadDepartments();
  const zh = i18n.language === 'zh-HK';
  const ouID = Number(ouid);

  const confirmDelete = () => {
    const department = deleting!;
    setDeleting(null);
    remove.mutate(
      { departmentID: department.departmentID, version: department.version },
      {
        onSuccess: () => enqueueSnackbar(t('deleted'), { variant: 'success' }),
        onError: (error) => {
          enqueueSnackbar(errorText(error), { variant: 'error' });
          if (isStaleVersion(error)) void reload();
        },
      },
    );
  };

  if (list.isError) return <Alert severity="error">{errorText(list.error)}</Alert>;
  const data = list.data;
  const ouName = ou.data ? (zh && ou.data.nameZh) || ou.data.name : '';

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {ouName ? t('departments.ofOu', { ou: ouName }) : t('departments.list')}
        </Typography>
        <Button startIcon={<AddIcon />} variant="contained" onClick={() => setEditing({ mode: 'create' })}>
          {t('departments.create')}
        </Button>
      </Stack>
      {list.isFetching && <LinearProgress aria-label={t('loading')} />}
      <TableContainer component={Paper}>
        <Table size="small" aria-label={t('departments.list')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('departments.code')}</TableCell>
              <TableCell>{t('departments.name')}</TableCell>
              <TableCell>{t('departments.nameZh')}</TableCell>
              <TableCell align="right">{t('departments.contacts')}</TableCell>
              <TableCell>{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.map((department) => (
              <TableRow key={department.departmentID}>
                <TableCell>{department.code}</TableCell>
                <TableCell>{department.name}</TableCell>
                <TableCell>{department.nameZh}</TableCell>
                <TableCell align="right">{department.contactCount}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => setEditing({ mode: 'edit', department })}
                    aria-label={t('editNamed', { name: department.name })}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(department)}
                    aria-label={t('deleteNamed', { name: department.name })}
                  >
                    {t('delete')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {data && data.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{t('departments.none')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={data ? page : 0}
          rowsPerPage={DEPARTMENT_PAGE_SIZE}
          rowsPerPageOptions={[DEPARTMENT_PAGE_SIZE]}
          onPageChange={(_, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) => t('rows', { from, to, count })}
          getItemAriaLabel={(type) => t(`pageNav.${type}`)}
        />
      </TableContainer>
      {editing && (
        <DepartmentDialog
          ouID={ouID}
          department={editing.mode === 'edit' ? editing.department : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null && deleting.contactCount === 0}
        question={t('confirmDelete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      {/* The server refuses to delete a department with contacts: say so instead of asking first. */}
      <CannotDeleteDialog
        department={deleting?.contactCount ? deleting : null}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
