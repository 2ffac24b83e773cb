import { telHref, type ContactSearchItem } from '@cd/contracts';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/TextLink';
import { useHomeContacts } from '../api/home-contacts';
import { FavouriteStar } from './FavouriteStar';

/**
 * Under Basic Search's empty box (issue 19 item 6): what can be searched, the caller's favourites and the
 * contacts they opened lately, each one click from a call or a mail. Loaded with its own chunk and strings,
 * after the first screen (decision 035).
 */
export default function HomeContacts() {
  const { t } = useTranslation('home');
  const home = useHomeContacts();
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" data-testid="searchable-hint">
        {t('searchable')}
      </Typography>
      {home.isError && (
        <Typography role="alert" color="error">
          {t('loadFailed')}
        </Typography>
      )}
      {home.data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <ContactList
            id="home-favourites"
            title={t('favourites')}
            empty={t('noFavourites')}
            contacts={home.data.favourites}
          />
          <ContactList
            id="home-recents"
            title={t('recents')}
            empty={t('noRecents')}
            contacts={home.data.recents}
          />
        </Box>
      )}
    </Stack>
  );
}

interface ContactListProps {
  id: string;
  title: string;
  empty: string;
  contacts: ContactSearchItem[];
}

function ContactList({ id, title, empty, contacts }: ContactListProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <Typography
        id={`${id}-title`}
        variant="subtitle1"
        component="h2"
        sx={{ px: 2, pt: 1.5, fontWeight: 600 }}
      >
        {title}
      </Typography>
      {contacts.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2, pt: 0.5 }}>
          {empty}
        </Typography>
      ) : (
        <List dense>
          {contacts.map((contact) => (
            <HomeContact key={contact.contactID} contact={contact} />
          ))}
        </List>
      )}
    </Paper>
  );
}

function HomeContact({ contact }: { contact: ContactSearchItem }) {
  const { t, i18n } = useTranslation('home');
  const ouName = i18n.language === 'zh-HK' && contact.ouNameZh ? contact.ouNameZh : contact.ouName;
  const name = contact.displayName;
  const numbers = [
    { number: contact.phone, Icon: PhoneOutlined },
    { number: contact.mobile, Icon: SmartphoneOutlined },
  ].flatMap(({ number, Icon }) => (number ? [{ number, Icon }] : []));
  return (
    <ListItem sx={{ gap: 1, alignItems: 'flex-start' }} data-testid="home-contact">
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextLink
          to="/contact"
          search={{ contact: String(contact.contactID), rtnURL: '/' }}
          sx={{ fontWeight: 600 }}
        >
          {name}
        </TextLink>
        {contact.chineseName && (
          <Typography component="span" lang="zh-HK" sx={{ ml: 1 }}>
            {contact.chineseName}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" noWrap>
          {[contact.title, ouName].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      {numbers.map(({ number, Icon }) => {
        const href = telHref(number);
        return href ? (
          <IconButton key={number} href={href} aria-label={t('call', { name, number })} size="small">
            <Icon fontSize="small" />
          </IconButton>
        ) : null;
      })}
      {contact.email && (
        <IconButton
          href={`mailto:${contact.email}`}
          aria-label={t('mail', { name, email: contact.email })}
          size="small"
        >
          <EmailOutlined fontSize="small" />
        </IconButton>
      )}
      <FavouriteStar contactID={contact.contactID} name={name} size="small" />
    </ListItem>
  );
}
