import type { DepartmentItem } from '@cd/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { departmentSearchQueryOptions } from '../api/departments';
import { localName } from '../local-name';
import { Loading } from './Loading';
import { Pager } from './Pager';
import { PeopleList } from './PeopleList';
import { QueryError } from './QueryError';
import { SearchForm } from './SearchForm';

/** Spec 2's Department Search: `dept` is the search text, `page` the result page. */
export function DepartmentSearchPage({ dept, page }: { dept: string; page: number }) {
  const { t, i18n } = useTranslation('directoryBrowse');
  const navigate = useNavigate();
  const [opened, setOpened] = useState<DepartmentItem | null>(null);
  const query = useQuery(departmentSearchQueryOptions(dept, page));
  const go = (next: { dept: string; page: number }) => {
    setOpened(null);
    void navigate({
      to: '/DepartmentSearch',
      search: { dept: next.dept, page: next.page > 1 ? String(next.page) : undefined },
    });
  };

  return (
    <PageLayout title={t('departmentSearch.title')}>
      <SearchForm
        key={dept}
        label={t('departmentSearch.label')}
        initialText={dept}
        onSearch={(text) => go({ dept: text, page: 1 })}
      />
      {dept === '' ? (
        <Typography color="text.secondary">{t('departmentSearch.hint')}</Typography>
      ) : query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryError error={query.error} />
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Paper variant="outlined" sx={{ p: 1, flex: 1, minWidth: 0 }}>
            {query.data.items.length === 0 ? (
              <Typography sx={{ p: 1 }}>{t('noResults')}</Typography>
            ) : (
              <List dense aria-label={t('departmentSearch.results')}>
                {query.data.items.map((department) => (
                  <ListItem key={department.departmentID} disablePadding>
                    <ListItemButton
                      selected={opened?.departmentID === department.departmentID}
                      aria-current={opened?.departmentID === department.departmentID ? 'true' : undefined}
                      onClick={() => setOpened(department)}
                    >
                      <ListItemText
                        primary={`${localName(department, i18n.language)} (${department.code})`}
                        secondary={localName(
                          { name: department.ouName, nameZh: department.ouNameZh },
                          i18n.language,
                        )}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
            <Pager
              label={t('pager.label', { list: t('departmentSearch.results') })}
              {...query.data}
              onChange={(next) => go({ dept, page: next })}
            />
          </Paper>
          {opened && (
            <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h2">
                {t('departmentSearch.peopleOf', { name: localName(opened, i18n.language) })}
              </Typography>
              <PeopleList
                key={opened.departmentID}
                of={{ departmentID: String(opened.departmentID) }}
                label={t('departmentSearch.peopleOf', { name: localName(opened, i18n.language) })}
              />
            </Paper>
          )}
        </Stack>
      )}
    </PageLayout>
  );
}
