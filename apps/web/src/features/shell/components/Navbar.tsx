import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/Logo';
import { NAVBAR_WIDTH } from '../dimensions';

interface Props {
  /** Below lg: a temporary drawer over the page; from lg: a column beside it. */
  mobile: boolean;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function Navbar({ mobile, open, onClose, children }: Props) {
  const { t } = useTranslation(['shell', 'common']);
  const content = (
    <Box
      component="nav"
      aria-label={t('navigation')}
      sx={{ width: NAVBAR_WIDTH, py: 1, overflowY: 'auto', flex: 1 }}
    >
      {children}
    </Box>
  );

  if (mobile) {
    return (
      <Drawer variant="temporary" open={open} onClose={onClose} ModalProps={{ keepMounted: true }}>
        {/* The drawer covers the toolbar, so it carries the product's name itself. */}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            minHeight: 56,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Logo />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem' }} noWrap>
            {t('common:appTitle')}
          </Typography>
        </Box>
        {content}
      </Drawer>
    );
  }
  return (
    <Box
      sx={{
        width: open ? NAVBAR_WIDTH : 0,
        flexShrink: 0,
        display: 'flex',
        overflow: 'hidden',
        borderRight: open ? 1 : 0,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      {content}
    </Box>
  );
}
