import type { ContactSearchItem, ContactSearchPage } from '@cd/contracts';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton, { type ListItemButtonOwnProps } from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createLink, useLocation } from '@tanstack/react-router';
import { forwardRef, Fragment, type AnchorHTMLAttributes, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultPath } from '../search-purpose';
import { focusResult } from './result-focus';

type ListItemAnchorProps = ListItemButtonOwnProps & AnchorHTMLAttributes<HTMLAnchorElement>;

// A router link that looks like a list row: real <a href> (open in a new tab works), router navigation.
const ResultLink = createLink(
  forwardRef<HTMLAnchorElement, ListItemAnchorProps>(function ListItemAnchor(props, ref) {
    return <ListItemButton component="a" ref={ref} {...props} />;
  }),
);

interface ContactResultsProps {
  result: ContactSearchPage;
  /** Where a result opens: a detail screen (with the way back) or the maintenance form. */
  detailPath: ResultPath;
  onPageChange(page: number): void;
  /** Basic Search: runs one of the "Did you mean" corrections the server offers when nothing matched. */
  onSuggestion?(text: string): void;
}

function onListKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-result]')];
  const current = links.indexOf(document.activeElement as HTMLElement);
  if (current < 0) return;
  event.preventDefault();
  focusResult(event.currentTarget, current + (event.key === 'ArrowDown' ? 1 : -1));
}

/** The result list with paging; the Basic Search screen loads it with its first results, not up front. */
export function ContactResults({ result, detailPath, onPageChange, onSuggestion }: ContactResultsProps) {
  const { t } = useTranslation('contacts');
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (result.items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary' }}>
        <Typography>{t('search.noResults')}</Typography>
        {onSuggestion && result.suggestions?.length ? (
          <Typography sx={{ mt: 1 }} data-testid="did-you-mean">
            {t('search.didYouMean')}{' '}
            {result.suggestions.map((suggestion, i) => (
              <Fragment key={suggestion}>
                {i > 0 && ' · '}
                <Link component="button" variant="body1" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </Link>
              </Fragment>
            ))}
          </Typography>
        ) : null}
      </Paper>
    );
  }
  return (
    <Stack spacing={2}>
      <Paper variant="outlined">
        <List
          id="contact-results"
          aria-label={t('search.resultsLabel')}
          onKeyDown={onListKeyDown}
          disablePadding
        >
          {/* A list holds list items only (axe "list"): each link sits in its own <li>. */}
          {result.items.map((item) => (
            <ListItem key={item.contactID} disablePadding>
              <ResultLink
                data-result
                to={detailPath}
                search={
                  detailPath === '/ContactMaintenance'
                    ? { contact: String(item.contactID) }
                    : { contact: String(item.contactID), rtnURL: location.href }
                }
                divider
                sx={{ alignItems: 'flex-start', gap: 2, py: 1.5 }}
              >
                <ResultRow item={item} />
              </ResultLink>
            </ListItem>
          ))}
        </List>
      </Paper>
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination
            count={pages}
            page={result.page}
            onChange={(_event, page) => onPageChange(page)}
            getItemAriaLabel={(type, page) => {
              if (type === 'page') return t('search.goToPage', { page });
              if (type === 'first' || type === 'last' || type === 'next' || type === 'previous')
                return t(`search.${type}`);
              return '';
            }}
          />
        </Box>
      )}
    </Stack>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

function ResultRow({ item }: { item: ContactSearchItem }) {
  const { i18n } = useTranslation();
  const chinese = i18n.language === 'zh-HK';
  const department = (chinese && item.department?.nameZh) || item.department?.name;
  const ouName = chinese && item.ouNameZh ? item.ouNameZh : item.ouName;
  return (
    <>
      <Avatar
        aria-hidden
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 40, height: 40 }}
      >
        {initials(item.displayName)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 600 }} data-testid="result-name">
            {item.displayName}
          </Typography>
          {item.chineseName && (
            <Typography component="span" lang="zh-HK">
              {item.chineseName}
            </Typography>
          )}
          {department && <Chip size="small" label={department} variant="outlined" />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {[item.title, ouName].filter(Boolean).join(' · ')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 0.5 }}>
          {item.email && (
            <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <EmailOutlined fontSize="inherit" aria-hidden />
              {item.email}
            </Typography>
          )}
          {item.phone && (
            <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <PhoneOutlined fontSize="inherit" aria-hidden />
              {item.phone}
            </Typography>
          )}
        </Box>
      </Box>
    </>
  );
}

export default ContactResults;
