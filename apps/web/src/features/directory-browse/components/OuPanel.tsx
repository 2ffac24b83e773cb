import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ouDepartmentsQueryOptions } from '../api/departments';
import { ouDetailQueryOptions, workingLocationQueryOptions } from '../api/organization-units';
import { localName } from '../local-name';
import { Loading } from './Loading';
import { Pager } from './Pager';
import { PeopleList } from './PeopleList';
import { QueryError } from './QueryError';

/** One OU: its details and working locations, its departments and its people. */
export function OuPanel({ ouid }: { ouid: string }) {
  const { t, i18n } = useTranslation('directoryBrowse');
  const detail = useQuery(ouDetailQueryOptions(ouid));
  const locations = useQuery(workingLocationQueryOptions(ouid));
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <QueryError error={detail.error} withoutOu />;
  const ou = detail.data;
  const country =
    ou.country && localName({ name: ou.country.name, nameZh: ou.country.nameZh }, i18n.language);
  const otherLocations = (locations.data?.locations ?? []).filter((place) => place !== ou.workingLocation);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="ou-panel-title"
      sx={{ p: 2, flex: 2, minWidth: 0 }}
    >
      <Typography id="ou-panel-title" variant="h6" component="h2">
        {localName(ou, i18n.language)} ({ou.code})
      </Typography>
      <dl>
        <Field label={t('ou.parent')}>{ou.parentOU && localName(ou.parentOU, i18n.language)}</Field>
        <Field label={t('ou.workingLocation')}>{ou.workingLocation}</Field>
        <Field label={t('ou.country')}>{country}</Field>
        <Field label={t('ou.website')}>{ou.website}</Field>
        <Field label={t('ou.telexAndCable')}>{ou.telexAndCable}</Field>
        {otherLocations.length > 0 && (
          <Field label={t('ou.otherLocations')}>{otherLocations.join('; ')}</Field>
        )}
      </dl>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('ou.departments')}
      </Typography>
      <OuDepartments key={ouid} ouid={ouid} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2 }}>
        {t('ou.people')}
      </Typography>
      <PeopleList key={`people-${ouid}`} of={{ ouID: ouid }} label={t('ou.people')} />
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('directoryBrowse');
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ ml: 0, mb: 1 }}>
        {children || t('none')}
      </Typography>
    </>
  );
}

function OuDepartments({ ouid }: { ouid: string }) {
  const { t, i18n } = useTranslation('directoryBrowse');
  const [page, setPage] = useState(1);
  const query = useQuery(ouDepartmentsQueryOptions(ouid, page));
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryError error={query.error} />;
  return (
    <>
      {query.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('noDepartments')}</Typography>
      ) : (
        <List dense aria-label={t('ou.departments')}>
          {query.data.items.map((department) => (
            <ListItem key={department.departmentID}>
              <ListItemText primary={`${localName(department, i18n.language)} (${department.code})`} />
            </ListItem>
          ))}
        </List>
      )}
      <Pager label={t('pager.label', { list: t('ou.departments') })} {...query.data} onChange={setPage} />
    </>
  );
}
