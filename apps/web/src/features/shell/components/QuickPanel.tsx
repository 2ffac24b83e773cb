import CloseIcon from '@mui/icons-material/Close';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';

const DAY = 24 * 60 * 60 * 1000;

/** Spec 2: the quick panel's demo notes and upcoming events (dates relative to today, shown in the language). */
export default function QuickPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('quickPanel');
  const language = currentLanguage(i18n.language);
  const [today] = useState(() => Date.now());
  const notes = ['directoryReview', 'newStarters', 'phoneFormat'] as const;
  const events = [
    { key: 'importWindow', at: today + 2 * DAY },
    { key: 'auditExport', at: today + 7 * DAY },
    { key: 'ouRestructure', at: today + 21 * DAY },
  ] as const;

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 380, maxWidth: '90vw' }, 'aria-labelledby': 'quick-panel-title' } as object,
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id="quick-panel-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <List subheader={<ListSubheader>{t('notes')}</ListSubheader>}>
        {notes.map((note) => (
          <ListItem key={note}>
            <ListItemText primary={t(`note.${note}.title`)} secondary={t(`note.${note}.text`)} />
          </ListItem>
        ))}
      </List>
      <List subheader={<ListSubheader>{t('events')}</ListSubheader>}>
        {events.map((event) => (
          <ListItem key={event.key}>
            <ListItemText
              primary={t(`event.${event.key}`)}
              secondary={formatDate(new Date(event.at), language)}
            />
          </ListItem>
        ))}
      </List>
    </Drawer>
  );
}
