import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/router-links';
import { SEARCH_PURPOSES, type SearchPurpose } from '../search-purpose';

interface SearchActionsProps {
  purpose: SearchPurpose;
  /** The search this screen is not (basic ↔ advance), offered as a link. */
  other: 'basic' | 'advance';
  /** The caller may create contacts (FN-0003A): offer "New contact". */
  canCreate: boolean;
}

/** The maintenance search's actions: create a contact, switch between the basic and advanced search. */
export function SearchActions({ purpose, other, canCreate }: SearchActionsProps) {
  const { t } = useTranslation('contacts');
  if (purpose !== 'maintenance') return null;
  const paths = SEARCH_PURPOSES.maintenance;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {canCreate && (
        <ButtonLink to="/ContactMaintenance" variant="contained" startIcon={<PersonAddAlt />}>
          {t('search.newContact')}
        </ButtonLink>
      )}
      <ButtonLink to={other === 'basic' ? paths.basicPath : paths.advancePath} variant="outlined">
        {t(other === 'basic' ? 'search.toBasic' : 'search.toAdvance')}
      </ButtonLink>
    </Stack>
  );
}
