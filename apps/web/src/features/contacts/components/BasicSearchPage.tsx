import { filterBasicSearchInput } from '@cd/contracts';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { useErrorMessage } from '../../../lib/error-message';
import { basicSearchQueryOptions, RESULTS_PAGE_SIZE } from '../api/search-contacts';
import { useSlashFocus } from '../hooks/use-slash-focus';
import { SEARCH_PURPOSES, type SearchPurpose } from '../search-purpose';
import { focusResult } from './result-focus';
import { ResultCount } from './ResultCount';
import { SearchActions } from './SearchActions';

// The list, its chips and paging arrive with the first results: the empty first screen does not wait for them.
const ContactResults = lazy(() => import('./ContactResults'));
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/** Shown while a search runs; fetched with the first search, not with the empty page (decision 070). */
function SearchingBar({ label }: { label: string }) {
  return (
    <Suspense fallback={null}>
      <LinearProgress aria-label={label} />
    </Suspense>
  );
}

const TYPING_DEBOUNCE_MS = 300;

interface BasicSearchPageProps {
  /** The search text as the URL carries it (`?name=`). */
  name: string;
  page: number;
  /** The directory's search (default) or contact maintenance's (decision 048). */
  purpose?: SearchPurpose;
  /** Maintenance only: the caller may create contacts. */
  canCreate?: boolean;
}

/** Spec 2 Basic Search: one box over names, titles, departments, OUs, emails and phones, as you type. */
export function BasicSearchPage({
  name,
  page,
  purpose = 'directory',
  canCreate = false,
}: BasicSearchPageProps) {
  const { t } = useTranslation('contacts');
  const { functionCode, basicPath, basicResultPath, basicTitleKey } = SEARCH_PURPOSES[purpose];
  const navigate = useNavigate();
  const [text, setText] = useState(name);
  const input = useRef<HTMLInputElement>(null);
  useSlashFocus(input);

  // Search as you type: the URL (and so the query) follows the box once typing pauses.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [sentName, setSentName] = useState(name);
  useEffect(() => () => clearTimeout(timer.current), []);
  function changeText(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const searchText = filterBasicSearchInput(next).trim();
      setSentName(searchText);
      void navigate({ to: basicPath, search: { name: searchText || undefined }, replace: true });
    }, TYPING_DEBOUNCE_MS);
  }

  // Back, Forward or a followed link change the URL under us: the box follows it.
  const [seenName, setSeenName] = useState(name);
  if (seenName !== name) {
    setSeenName(name);
    if (name !== sentName) setText(name);
  }

  const query = useQuery({
    ...basicSearchQueryOptions({ searchText: name, page, pageSize: RESULTS_PAGE_SIZE, functionCode }),
    enabled: name.length > 0,
  });
  const describeError = useErrorMessage();

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      changeText('');
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusResult(document.getElementById('contact-results'), 0);
    } else if (event.key === 'Enter') {
      focusResult(document.getElementById('contact-results'), 0);
      (document.activeElement as HTMLElement | null)?.click();
    }
  }

  return (
    <PageLayout title={t(basicTitleKey)}>
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <SearchActions purpose={purpose} other="advance" canCreate={canCreate} />
        {/* The bare outlined input, not TextField: TextField brings the select and filled variants along. */}
        <OutlinedInput
          inputRef={input}
          value={text}
          onChange={(event) => changeText(filterBasicSearchInput(event.target.value))}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          autoFocus
          autoComplete="off"
          slotProps={{
            input: {
              'aria-label': t('search.label'),
              // Only while the list exists: a reference to a missing element is invalid ARIA.
              'aria-controls': query.data?.items.length ? 'contact-results' : undefined,
              'aria-describedby': 'basic-search-hint',
              maxLength: 200,
              type: 'search',
            },
          }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          }
          endAdornment={
            text ? (
              <InputAdornment position="end">
                <IconButton aria-label={t('search.clear')} onClick={() => changeText('')} edge="end">
                  <ClearIcon />
                </IconButton>
              </InputAdornment>
            ) : undefined
          }
        />
        <Typography id="basic-search-hint" variant="body2" color="text.secondary">
          {t('search.hint')}
        </Typography>
        {query.isFetching && <SearchingBar label={t('search.searching')} />}
        {query.isError && (
          <Typography role="alert" color="error">
            {describeError(query.error)}
          </Typography>
        )}
        {name && query.data && (
          <>
            <ResultCount result={query.data} />
            <Suspense fallback={<SearchingBar label={t('search.searching')} />}>
              <ContactResults
                result={query.data}
                detailPath={basicResultPath}
                onPageChange={(next) =>
                  void navigate({ to: basicPath, search: { name, page: String(next) } })
                }
                onSuggestion={(suggestion) => {
                  clearTimeout(timer.current);
                  setText(suggestion);
                  setSentName(suggestion);
                  void navigate({ to: basicPath, search: { name: suggestion } });
                }}
              />
            </Suspense>
          </>
        )}
      </Stack>
    </PageLayout>
  );
}
