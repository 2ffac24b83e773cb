import {
  AUDIT_ACTIONS,
  AUDIT_LOG_MAX_RANGE_DAYS,
  AUDIT_SIGN_IN_ACTIONS,
  auditActionLabel,
  fileLanguageOf,
  FunctionCode,
} from '@cd/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OuPicker } from '../../../components/OuPicker';
import { isCalendarDay } from '../../../lib/search-params';
import { effectiveRange, rangeProblem, type AuditLogSearch } from '../audit-log-search';

interface Draft {
  from: string;
  to: string;
  ouid: string;
  thisOU: boolean;
  actor: string;
  action: string;
  signIns: boolean;
}

const signInActions: readonly string[] = AUDIT_SIGN_IN_ACTIONS;
/** The list's order: what happened to the directory first, sign-ins apart at the end (decision 108). */
const directoryActions = AUDIT_ACTIONS.filter((action) => !signInActions.includes(action));

const draftOf = (search: AuditLogSearch): Draft => ({
  ...effectiveRange(search),
  ouid: search.ouid ?? '',
  thisOU: Boolean(search.thisOU),
  actor: search.actor ?? '',
  action: search.action ?? '',
  signIns: Boolean(search.signIns),
});

/** The filters as typed; `onApply` gets them as URL search params once they are valid. */
export function AuditLogFilterForm({
  search,
  onApply,
}: {
  search: AuditLogSearch;
  onApply(next: AuditLogSearch): void;
}) {
  const { t, i18n } = useTranslation('reports');
  const words = fileLanguageOf(i18n.language);
  const [draft, setDraft] = useState(() => draftOf(search));
  const [submitted, setSubmitted] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const datesValid = isCalendarDay(draft.from) && isCalendarDay(draft.to);
  const problem = datesValid ? rangeProblem(draft.from, draft.to) : null;
  const valid = datesValid && problem === null;
  const rangeMessage =
    problem === 'toBeforeFrom'
      ? t('auditLog.filters.toBeforeFrom')
      : problem === 'tooLong'
        ? t('auditLog.filters.tooLong', { days: AUDIT_LOG_MAX_RANGE_DAYS })
        : undefined;

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby="audit-filters-heading"
      noValidate
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!valid) return;
        onApply({
          from: draft.from,
          to: draft.to,
          ouid: draft.ouid || undefined,
          thisOU: draft.ouid && draft.thisOU ? '1' : undefined,
          actor: draft.actor.trim() || undefined,
          action: draft.action || undefined,
          signIns: draft.signIns ? '1' : undefined,
        });
      }}
    >
      <Typography variant="h6" component="h2" id="audit-filters-heading" sx={{ mb: 2 }}>
        {t('auditLog.filters.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DayField
          label={t('auditLog.filters.from')}
          value={draft.from}
          onChange={(from) => set({ from })}
          problem={submitted && !isCalendarDay(draft.from) ? t('auditLog.filters.invalidDate') : undefined}
        />
        <DayField
          label={t('auditLog.filters.to')}
          value={draft.to}
          onChange={(to) => set({ to })}
          problem={submitted && !isCalendarDay(draft.to) ? t('auditLog.filters.invalidDate') : rangeMessage}
        />
        <TextField
          label={t('auditLog.filters.actor')}
          value={draft.actor}
          onChange={(event) => set({ actor: event.target.value })}
          helperText={t('auditLog.filters.actorHint')}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <TextField
          select
          label={t('auditLog.filters.action')}
          value={draft.action}
          onChange={(event) => set({ action: event.target.value })}
          helperText=" "
          sx={{ minWidth: 260 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('auditLog.filters.allActions')}</MenuItem>
          {/* Sign-ins last, after a rule: a subheader inside a select would be announced as an option. */}
          {[...directoryActions, ...signInActions].map((action) => (
            <MenuItem key={action} value={action} divider={action === directoryActions.at(-1)}>
              {auditActionLabel(action, words)}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.signIns || signInActions.includes(draft.action)}
                disabled={signInActions.includes(draft.action)}
                onChange={(event) => set({ signIns: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'audit-sign-ins-hint' } }}
              />
            }
            label={t('auditLog.filters.signIns')}
          />
          <FormHelperText id="audit-sign-ins-hint">{t('auditLog.filters.signInsHint')}</FormHelperText>
        </div>
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' }, mt: 1 }}
      >
        <OuPicker
          value={draft.ouid}
          onChange={(ouid) => set({ ouid: ouid ?? '' })}
          functionCode={FunctionCode.AuditLogReport}
          label={t('auditLog.filters.ou')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={!draft.thisOU}
              disabled={!draft.ouid}
              onChange={(event) => set({ thisOU: !event.target.checked })}
            />
          }
          label={t('includeSubsidiaries')}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('auditLog.filters.apply')}
        </Button>
        <Button
          onClick={() => {
            setDraft(draftOf({}));
            setSubmitted(false);
            onApply({});
          }}
        >
          {t('auditLog.filters.reset')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A required calendar day (the browser's date picker); `problem` is shown under it in red. */
function DayField(props: { label: string; value: string; onChange(day: string): void; problem?: string }) {
  return (
    <TextField
      type="date"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      required
      error={props.problem !== undefined}
      helperText={props.problem ?? ' '}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
