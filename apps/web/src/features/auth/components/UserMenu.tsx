import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import { Menu, MenuItem } from '../../../components/LazyOverlays';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth-context';
import { signOut } from '../login';
import { UserAvatar } from './UserAvatar';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function UserMenu() {
  const { t } = useTranslation('shell');
  const auth = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!auth) return null;
  const { displayName, email, photoURL } = auth.session.user;

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ textTransform: 'none', gap: 1, minWidth: 0, px: 1 }}
      >
        {/* Named by its content, so the visible name is part of the accessible name (WCAG 2.5.3). */}
        <Box component="span" sx={visuallyHidden}>
          {t('userMenu')}
        </Box>
        <Typography component="span" sx={{ display: { xs: 'none', md: 'inline' }, fontWeight: 600 }}>
          {displayName}
        </Typography>
        {/* The initials repeat the name: hidden, so the visible name is the button's name (WCAG 2.5.3). */}
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          <UserAvatar name={displayName} photoURL={photoURL} />
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 600 }}>{displayName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={() => void signOut()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
