import type { ContactDetail } from '@cd/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContactPageOutlinedIcon from '@mui/icons-material/ContactPageOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { Language } from '../../../locales';
import { PageLayout } from '../../../components/layouts/PageLayout';
import { sameSitePath } from '../../../lib/search-params';
import { saveFile } from '../../../lib/save-file';
import { useContactDetail } from '../api/get-contact-detail';
import { useRecordContactView } from '../api/home-contacts';
import { vCardBlob, vCardFilename } from '../vcard';
import { DetailField, DetailSection, EmailLinks, PhoneLinks } from './detail-fields';
import { FavouriteStar } from './FavouriteStar';

export interface ContactDetailPageProps {
  /** The `contact` search param: the contact's id as the URL carries it. */
  contactId: string;
  /** The `rtnURL` search param: where Back leads (a path on this site), else the previous page. */
  returnTo?: string;
}

/** Spec 2's contact detail screen. Data comes from the route's loader through the query cache. */
export function ContactDetailPage({ contactId, returnTo }: ContactDetailPageProps) {
  const contact = useContactDetail(contactId);
  const { t, i18n } = useTranslation('contacts');
  const navigate = useNavigate();
  const zh = i18n.language === 'zh-HK';
  const department = (zh && contact.departmentNameZh) || contact.department;
  const ouName = (zh && contact.ouNameZh) || contact.ouName;
  const editLink = contact.editContactLink ? sameSitePath(contact.editContactLink) : null;
  // Opening the card puts it first in the caller's recently viewed (decision 110), once per contact shown.
  const { mutate: recordView } = useRecordContactView();
  useEffect(() => recordView(contact.contactID), [contact.contactID, recordView]);

  /** Router navigation for same-site hrefs, keeping the real href for new-tab clicks. */
  const follow = (href: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href });
  };

  return (
    <PageLayout title={contact.displayName}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {initials(contact)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" data-testid="contact-display-name">
              {contact.displayName}
              {contact.chineseName && (
                <Typography component="span" sx={{ ml: 1, color: 'text.secondary' }} lang="zh-Hant">
                  {contact.chineseName}
                </Typography>
              )}
            </Typography>
            {contact.title && <Typography color="text.secondary">{contact.title}</Typography>}
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              {department && (
                <Chip
                  size="small"
                  color="primary"
                  label={department}
                  aria-label={`${t('fields.department')}: ${department}`}
                />
              )}
              <Typography variant="body2" color="text.secondary">
                {ouName}
              </Typography>
            </Stack>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <FavouriteStar contactID={contact.contactID} name={contact.displayName} />
            {editLink && (
              <Button variant="contained" startIcon={<EditIcon />} href={editLink} onClick={follow(editLink)}>
                {t('actions.edit')}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<ContactPageOutlinedIcon />}
              onClick={() => saveFile(vCardBlob(contact), vCardFilename(contact))}
            >
              {t('actions.vCard')}
            </Button>
          </Stack>
        </Stack>

        <DetailSection title={t('contactInfo')}>
          <DetailField label={t('fields.title')} value={contact.title} />
          <DetailField label={t('fields.department')} value={department} />
          <DetailField label={t('fields.ouName')} value={ouName} />
          <DetailField label={t('fields.email')}>
            <EmailLinks emails={contact.email ? [contact.email] : []} />
          </DetailField>
          <DetailField label={t('fields.secondaryEmail')} hidden={contact.secondaryEmail.length === 0}>
            <EmailLinks emails={contact.secondaryEmail} />
          </DetailField>
          <DetailField label={t('fields.phone')}>
            <PhoneLinks numbers={contact.phone ? [contact.phone] : []} />
          </DetailField>
          <DetailField label={t('fields.secondaryPhone')} hidden={contact.secondaryPhone.length === 0}>
            <PhoneLinks numbers={contact.secondaryPhone} />
          </DetailField>
          <DetailField label={t('fields.mobile')}>
            <PhoneLinks numbers={contact.mobile ? [contact.mobile] : []} />
          </DetailField>
          <DetailField label={t('fields.secondaryMobile')} hidden={contact.secondaryMobile.length === 0}>
            <PhoneLinks numbers={contact.secondaryMobile} />
          </DetailField>
          <DetailField label={t('fields.workingLocation')} value={contact.workingLocation} />
          <DetailField label={t('fields.fax')} value={contact.fax} />
        </DetailSection>

        <DetailSection title={t('record')}>
          <DetailField label={t('fields.source')} value={t(`source.${contact.source}`)} />
          <DetailField
            label={t('fields.created')}
            value={t('byOn', {
              date: formatDateTime(contact.createdDate, i18n.language as Language),
              name: contact.createdBy,
            })}
          />
          <DetailField
            label={t('fields.modified')}
            value={t('byOn', {
              date: formatDateTime(contact.modifiedDate, i18n.language as Language),
              name: contact.modifiedBy,
            })}
          />
        </DetailSection>
      </Paper>
      <Button
        sx={{ mt: 2 }}
        startIcon={<ArrowBackIcon />}
        href={returnTo ?? '/'}
        onClick={(event) => {
          if (returnTo) return follow(returnTo)(event);
          event.preventDefault();
          window.history.back();
        }}
      >
        {t('actions.back')}
      </Button>
    </PageLayout>
  );
}

function initials(contact: ContactDetail): string {
  return `${contact.firstName.charAt(0)}${contact.familyName.charAt(0)}`.toUpperCase();
}
