import { AUDIT_ACTION_PATTERN, AUDIT_ACTIONS, AUDIT_LOG_MAX_RANGE_DAYS, FunctionCode } from '@cd/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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
}

const draftOf = (search: AuditLogSearch): Draft => ({
  ...effectiveRange(search),
  ouid: search.ouid ?? '',
  thisOU: Boolean(search.thisOU),
  actor: search.actor ?? '',
  action: search.action ?? '',
});

/** The filters as typed; `onApply` gets them as URL search params once they are valid. */
export function AuditLogFilterForm({
  search,
  onApply,
}: {
  search: AuditLogSearch;
  onApply(next: AuditLogSearch): void;
}) {
  const { t } = useTranslation('reports');
  const [draft, setDraft] = useState(() => draftOf(search));
  const [submitted, setSubmitted] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const datesValid = isCalendarDay(draft.from) && isCalendarDay(draft.to);
  const problem = datesValid ? rangeProblem(draft.from, draft.to) : null;
  const actionValid = draft.action === '' || AUDIT_ACTION_PATTERN.test(draft.action);
  const valid = datesValid && problem === null && actionValid;
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
          label={t('auditLog.filters.action')}
          value={draft.action}
          onChange={(event) => set({ action: event.target.value.trim().toUpperCase() })}
          error={!actionValid}
          helperText={actionValid ? t('auditLog.filters.actionHint') : t('auditLog.filters.invalidAction')}
          slotProps={{ htmlInput: { list: 'audit-actions', autoComplete: 'off' } }}
        />
        <datalist id="audit-actions">
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`auditLog.actions.${action}`)}
            </option>
          ))}
        </datalist>
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
