import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../components/notices';
import { useErrorMessage } from '../../../lib/error-message';
import { useFavouriteIds, useSetFavourite } from '../api/home-contacts';

interface FavouriteStarProps {
  contactID: number;
  /** The contact's name, for the button's accessible name ("Add Chan Tai Man to favourites"). */
  name: string;
  size?: 'small' | 'medium';
}

/** The star of a search result or a contact card: a toggle button, saved on the server (decision 110). */
export function FavouriteStar({ contactID, name, size = 'medium' }: FavouriteStarProps) {
  const { t } = useTranslation('home');
  const favourites = useFavouriteIds();
  const setFavourite = useSetFavourite();
  const { enqueueSnackbar } = useNotices();
  const describeError = useErrorMessage();
  // While the change is on its way the star already shows it; a refusal turns it back.
  const favourite =
    setFavourite.isPending && setFavourite.variables.contactID === contactID
      ? setFavourite.variables.favourite
      : favourites.has(contactID);

  return (
    <IconButton
      size={size}
      aria-pressed={favourite}
      aria-label={t(favourite ? 'unstar' : 'star', { name })}
      data-testid="favourite-star"
      onClick={() =>
        setFavourite.mutate(
          { contactID, favourite: !favourite },
          { onError: (error) => enqueueSnackbar(describeError(error), { variant: 'error' }) },
        )
      }
      sx={{ color: favourite ? 'warning.main' : 'action.active' }}
    >
      {favourite ? <Star fontSize="inherit" /> : <StarBorder fontSize="inherit" />}
    </IconButton>
  );
}
