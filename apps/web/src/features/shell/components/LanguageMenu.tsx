import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Menu, MenuItem } from '../../../components/LazyOverlays';
import { Tooltip } from '../../../components/LazyTooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../../lib/language';
import { languages, type Language } from '../../../locales';

/** Spec 3 Language {id, title, flag}: small drawn flags, so every platform shows the same (no emoji flags). */
function Flag({ language }: { language: Language }) {
  return language === 'en' ? (
    <svg width="20" height="14" viewBox="0 0 60 42" aria-hidden focusable="false">
      <rect width="60" height="42" fill="#012169" />
      <path d="M0 0l60 42M60 0L0 42" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 42M60 0L0 42" stroke="#C8102E" strokeWidth="3" />
      <path d="M30 0v42M0 21h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v42M0 21h60" stroke="#C8102E" strokeWidth="7" />
    </svg>
  ) : (
    <svg width="20" height="14" viewBox="0 0 60 42" aria-hidden focusable="false">
      <rect width="60" height="42" fill="#DE2910" />
      <g fill="#fff" transform="translate(30 21)">
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse key={angle} rx="4" ry="9" transform={`rotate(${angle}) translate(0 -8)`} />
        ))}
      </g>
    </svg>
  );
}

/** Spec 4: changing the language also sets the text direction that language reads in. */
export function LanguageMenu({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = currentLanguage(i18n.language);

  const choose = (language: Language) => {
    setAnchor(null);
    void changeLanguage(language).then(() => onChange?.(language));
  };

  return (
    <>
      <Tooltip title={t('language')}>
        <Button
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          // The visible code is part of the name (WCAG 2.5.3 label in name).
          aria-label={`${t(`common:languageCodes.${current}`)} ${t('language')}`}
          aria-haspopup="menu"
          startIcon={<Flag language={current} />}
          sx={{
            minWidth: 0,
            px: { xs: 0.5, sm: 1 },
            '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          }}
        >
          {t(`common:languageCodes.${current}`)}
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
            <ListItemIcon>
              <Flag language={language} />
            </ListItemIcon>
            <ListItemText primary={t(`common:languages.${language}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
