import { FunctionCode } from '@cd/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { OuPicker } from '../../../components/OuPicker';
import { flattenOuTree, ouDisplayName, ouPickerQueryOptions } from '../../../lib/ou-picker-options';
import { useErrorMessage } from '../../../lib/error-message';

/** Spec 2's `/OrganizationUnitMaintenance` (FN-0001): the OUs the caller may maintain, as a tree. */
export function OuMaintenanceListPage({ onOpen }: { onOpen(ouid: string): void }) {
  const { t, i18n } = useTranslation('administration');
  const errorText = useErrorMessage();
  const tree = useQuery(ouPickerQueryOptions(FunctionCode.OuMaintenance));
  return (
    <PageLayout title={t('ous.title')}>
      <Box sx={{ mb: 2, maxWidth: 560 }}>
        <OuPicker
          value={undefined}
          onChange={(ouid) => ouid && onOpen(ouid)}
          functionCode={FunctionCode.OuMaintenance}
          label={t('ous.find')}
        />
      </Box>
      {tree.isPending && <LinearProgress aria-label={t('loading')} />}
      {tree.isError && <Alert severity="error">{errorText(tree.error)}</Alert>}
      {tree.data && (
        <Paper>
          <List aria-label={t('ous.tree')} dense>
            {flattenOuTree(tree.data.nodes).map((node) => (
              <ListItem key={node.ouID} disablePadding>
                <ListItemButton onClick={() => onOpen(String(node.ouID))} sx={{ pl: 2 + node.level * 3 }}>
                  <ListItemText primary={ouDisplayName(node, i18n.language)} secondary={node.code} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </PageLayout>
  );
}
