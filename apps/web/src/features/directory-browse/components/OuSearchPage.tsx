import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListItemButtonLink } from '../../../components/router-links';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { ouSearchQueryOptions } from '../api/organization-units';
import { localName } from '../local-name';
import { Loading } from './Loading';
import { OuPanel } from './OuPanel';
import { OuTree } from './OuTree';
import { Pager } from './Pager';
import { QueryError } from './QueryError';
import { SearchForm } from './SearchForm';

interface OuSearchPageProps {
  /** `OUSearchName`: the search text; without it the OU tree shows. */
  searchName: string;
  /** `ouid`: the OU whose details show beside the list. */
  ouid?: string;
  page: number;
}

/** Spec 2's OU Search: find OUs by name or code, or browse the tree, and open one. */
export function OuSearchPage({ searchName, ouid, page }: OuSearchPageProps) {
  const { t } = useTranslation('directoryBrowse');
  const navigate = useNavigate();
  return (
    <PageLayout title={t('ouSearch.title')}>
      <SearchForm
        key={searchName}
        label={t('ouSearch.label')}
        initialText={searchName}
        onSearch={(text) => void navigate({ to: '/OUSearch', search: { OUSearchName: text } })}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 1, flex: 1, minWidth: 0 }}>
          {searchName === '' ? (
            <OuTree selectedOuID={ouid} />
          ) : (
            <OuResults searchName={searchName} ouid={ouid} page={page} />
          )}
        </Paper>
        {ouid ? (
          <OuPanel key={ouid} ouid={ouid} />
        ) : (
          <Typography color="text.secondary" sx={{ flex: 2 }}>
            {t('ouSearch.hint')}
          </Typography>
        )}
      </Stack>
    </PageLayout>
  );
}

function OuResults({ searchName, ouid, page }: OuSearchPageProps) {
  const { t, i18n } = useTranslation('directoryBrowse');
  const navigate = useNavigate();
  const query = useQuery(ouSearchQueryOptions(searchName, page));
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryError error={query.error} />;
  const pageParam = page > 1 ? String(page) : undefined;
  return (
    <>
      {query.data.items.length === 0 ? (
        <Typography sx={{ p: 1 }}>{t('noResults')}</Typography>
      ) : (
        <List dense aria-label={t('ouSearch.results')}>
          {query.data.items.map((ou) => (
            <ListItem key={ou.ouID} disablePadding>
              <ListItemButtonLink
                to="/OUSearch"
                search={{ OUSearchName: searchName, ouid: String(ou.ouID), page: pageParam }}
                selected={ouid === String(ou.ouID)}
              >
                <ListItemText
                  primary={`${localName(ou, i18n.language)} (${ou.code})`}
                  secondary={
                    ou.parentName &&
                    localName({ name: ou.parentName, nameZh: ou.parentNameZh }, i18n.language)
                  }
                />
              </ListItemButtonLink>
            </ListItem>
          ))}
        </List>
      )}
      <Pager
        label={t('pager.label', { list: t('ouSearch.results') })}
        {...query.data}
        onChange={(next) =>
          void navigate({ to: '/OUSearch', search: { OUSearchName: searchName, page: String(next) } })
        }
      />
    </>
  );
}
