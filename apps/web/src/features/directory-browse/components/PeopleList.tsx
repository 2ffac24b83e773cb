import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListItemButtonLink } from '../../../components/router-links';
import { peopleQueryOptions, type PeopleOf } from '../api/people';
import { Loading } from './Loading';
import { Pager } from './Pager';
import { QueryError } from './QueryError';

/** The people of an OU or a department, a server page at a time; each opens its contact detail. */
export function PeopleList({ of, label }: { of: PeopleOf; label: string }) {
  const { t, i18n } = useTranslation('directoryBrowse');
  const [page, setPage] = useState(1);
  const query = useQuery(peopleQueryOptions(of, page));
  const zh = i18n.language === 'zh-HK';
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryError error={query.error} />;
  const result = query.data;
  return (
    <section aria-label={label}>
      {result.items.length === 0 ? (
        <Typography color="text.secondary">{t('noPeople')}</Typography>
      ) : (
        <List dense aria-label={label}>
          {result.items.map((person) => (
            <ListItem key={person.contactID} disablePadding>
              <ListItemButtonLink to="/contact" search={{ contact: String(person.contactID) }}>
                <ListItemText
                  primary={
                    person.chineseName ? `${person.displayName} ${person.chineseName}` : person.displayName
                  }
                  secondary={[
                    person.title,
                    person.department && ((zh && person.department.nameZh) || person.department.name),
                    person.email,
                    person.phone,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButtonLink>
            </ListItem>
          ))}
        </List>
      )}
      <Pager label={t('pager.label', { list: label })} {...result} onChange={setPage} />
    </section>
  );
}
