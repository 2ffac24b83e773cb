import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage } from '../../../lib/language';
import { languages, type Language } from '../../../locales';

export function LanguageMenu() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  const choose = (language: Language) => {
    setAnchor(null);
    void changeLanguage(language);
  };

  return (
    <>
      <Tooltip title={t('language')}>
        <Button
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('language')}
          aria-haspopup="menu"
          startIcon={<TranslateIcon />}
          sx={{ minWidth: 0 }}
        >
          {current === 'en' ? 'EN' : '繁'}
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            selected={language === current}
            onClick={() => choose(language)}
            lang={language}
          >
            <ListItemIcon>{language === current && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={t(`common:languages.${language}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
