import { MAX_SECONDARY } from '@cd/contracts';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { emptyMobile, emptyPhone, type ContactForm } from '../form-model';
import { MobileFields, PhoneFields } from './PhoneFields';

interface Props {
  form: ContactForm;
  set<K extends keyof ContactForm>(key: K, value: ContactForm[K]): void;
  errors: Record<string, string>;
}

const without = <T,>(list: T[], index: number) => list.filter((_, i) => i !== index);
const replaced = <T,>(list: T[], index: number, value: T) =>
  list.map((item, i) => (i === index ? value : item));

/** Secondary emails, phones and mobiles (spec 3): up to MAX_SECONDARY rows each, added and removed here. */
export function SecondaryLists({ form, set, errors }: Props) {
  const { t } = useTranslation('contactMaintenance');
  const removeButton = (label: string, onClick: () => void) => (
    <IconButton aria-label={t('removeRow', { label })} onClick={onClick}>
      <DeleteOutlineIcon />
    </IconButton>
  );
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h2">
        {t('fields.secondaryEmails')}
      </Typography>
      {errors.secondaryEmails && <Typography color="error">{errors.secondaryEmails}</Typography>}
      {form.secondaryEmails.map((email, index) => {
        const label = t('secondaryEmail', { n: index + 1 });
        return (
          <Stack direction="row" spacing={1} key={index}>
            <TextField
              size="small"
              label={label}
              value={email}
              onChange={(event) =>
                set('secondaryEmails', replaced(form.secondaryEmails, index, event.target.value))
              }
              error={Boolean(errors[`secondaryEmails.${index}`])}
              helperText={errors[`secondaryEmails.${index}`]}
              sx={{ flex: 1 }}
            />
            {removeButton(label, () => set('secondaryEmails', without(form.secondaryEmails, index)))}
          </Stack>
        );
      })}
      <Button
        sx={{ alignSelf: 'start' }}
        disabled={form.secondaryEmails.length >= MAX_SECONDARY}
        onClick={() => set('secondaryEmails', [...form.secondaryEmails, ''])}
      >
        {t('addSecondaryEmail')}
      </Button>

      <Typography variant="subtitle2" component="h2">
        {t('fields.secondaryPhones')}
      </Typography>
      {form.secondaryPhones.map((phone, index) => {
        const label = t('secondaryPhone', { n: index + 1 });
        return (
          <Stack direction="row" spacing={1} key={index} sx={{ alignItems: 'start' }}>
            <PhoneFields
              label={label}
              value={phone}
              onChange={(next) => set('secondaryPhones', replaced(form.secondaryPhones, index, next))}
              errors={errors}
              prefix={`secondaryPhones.${index}`}
            />
            {removeButton(label, () => set('secondaryPhones', without(form.secondaryPhones, index)))}
          </Stack>
        );
      })}
      <Button
        sx={{ alignSelf: 'start' }}
        disabled={form.secondaryPhones.length >= MAX_SECONDARY}
        onClick={() => set('secondaryPhones', [...form.secondaryPhones, emptyPhone()])}
      >
        {t('addSecondaryPhone')}
      </Button>

      <Typography variant="subtitle2" component="h2">
        {t('fields.secondaryMobiles')}
      </Typography>
      {form.secondaryMobiles.map((mobile, index) => {
        const label = t('secondaryMobile', { n: index + 1 });
        return (
          <Stack direction="row" spacing={1} key={index} sx={{ alignItems: 'start' }}>
            <MobileFields
              label={label}
              value={mobile}
              onChange={(next) => set('secondaryMobiles', replaced(form.secondaryMobiles, index, next))}
              errors={errors}
              prefix={`secondaryMobiles.${index}`}
            />
            {removeButton(label, () => set('secondaryMobiles', without(form.secondaryMobiles, index)))}
          </Stack>
        );
      })}
      <Button
        sx={{ alignSelf: 'start' }}
        disabled={form.secondaryMobiles.length >= MAX_SECONDARY}
        onClick={() => set('secondaryMobiles', [...form.secondaryMobiles, emptyMobile()])}
      >
        {t('addSecondaryMobile')}
      </Button>
    </Stack>
  );
}
