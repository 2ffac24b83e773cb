import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchFormProps {
  label: string;
  initialText: string;
  onSearch: (text: string) => void;
}

/** One labelled box and a Search button; Enter submits. */
export function SearchForm({ label, initialText, onSearch }: SearchFormProps) {
  const { t } = useTranslation('directoryBrowse');
  const [text, setText] = useState(initialText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Stack component="form" role="search" direction="row" spacing={1} onSubmit={submit} sx={{ mb: 2 }}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ flex: 1, maxWidth: 480 }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {t('search')}
      </Button>
    </Stack>
  );
}
