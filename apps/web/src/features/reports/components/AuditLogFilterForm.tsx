import {
  AUDIT_ACTIONS,
  AUDIT_LOG_MAX_RANGE_DAYS,
  AUDIT_SIGN_IN_ACTIONS,
  auditActionLabel,
  auditLogFilter,
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
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OuPicker } from '../../../components/OuPicker';
import { useFormErrors } from '../../../lib/form-errors';
import type { CodedMessage } from '../../../lib/server-message';
import { isCalendarDay } from '../../../lib/search-params';
import { effectiveRange, rangeProblem, toAuditLogFilter, type AuditLogSearch } from '../audit-log-search';

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

const searchOf = (draft: Draft): AuditLogSearch => ({
  from: draft.from,
  to: draft.to,
  ouid: draft.ouid || undefined,
  thisOU: draft.ouid && draft.thisOU ? '1' : undefined,
  actor: draft.actor.trim() || undefined,
  action: draft.action || undefined,
  signIns: draft.signIns ? '1' : undefined,
});

/** The request's field names on this form (the API's `ouID` is the picker's `ouid`). */
const fieldOf = (path: string) => (path === 'ouID' ? 'ouid' : path);

/**
 * The filters as typed; `onApply` gets them as URL search params once the audit log's contract accepts
 * them (decision 106). `error`, the last search's failure, puts the server's field issues on their fields.
 */
export function AuditLogFilterForm({
  search,
  onApply,
  error,
}: {
  search: AuditLogSearch;
  onApply(next: AuditLogSearch): void;
  error?: unknown;
}) {
  const { t, i18n } = useTranslation('reports');
  const words = fileLanguageOf(i18n.language);
  const [draft, setDraft] = useState(() => draftOf(search));
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  // The contract says only "invalid" for a range it refuses: the screen says which way it is wrong.
  const textOf = useCallback(
    (path: string, problem: CodedMessage) => {
      if (problem.messageCode === 'FIELD_REQUIRED' && (path === 'from' || path === 'to'))
        return t('auditLog.filters.invalidDate');
      if (path !== 'to' || problem.messageCode !== 'FIELD_INVALID') return undefined;
      if (!isCalendarDay(draft.from) || !isCalendarDay(draft.to)) return undefined;
      const range = rangeProblem(draft.from, draft.to);
      if (range === 'toBeforeFrom') return t('auditLog.filters.toBeforeFrom');
      if (range === 'tooLong') return t('auditLog.filters.tooLong', { days: AUDIT_LOG_MAX_RANGE_DAYS });
      return undefined;
    },
    [t, draft.from, draft.to],
  );
  const labelOf = useCallback(
    (path: string) => (path === 'actor' ? t('auditLog.filters.actor') : undefined),
    [t],
  );
  const form = useFormErrors({ fieldOf, textOf, labelOf });
  const { showServer } = form;
  useEffect(() => {
    if (error) showServer(error);
  }, [error, showServer]);

  /** The API's filter of what is typed; a day that is not one yet is sent as nothing, which is missing. */
  const requestOf = (next: AuditLogSearch) =>
    toAuditLogFilter({
      ...next,
      from: isCalendarDay(draft.from) ? draft.from : undefined,
      to: isCalendarDay(draft.to) ? draft.to : undefined,
    });

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby="audit-filters-heading"
      noValidate
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        const next = searchOf(draft);
        const request = requestOf(next);
        const checked = {
          ...request,
          from: isCalendarDay(draft.from) ? request.from : '',
          to: isCalendarDay(draft.to) ? request.to : '',
        };
        if (!form.check(auditLogFilter, checked)) return;
        onApply(next);
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
          problem={form.errorOf('from')}
        />
        <DayField
          label={t('auditLog.filters.to')}
          value={draft.to}
          onChange={(to) => set({ to })}
          problem={form.errorOf('to')}
        />
        <TextField
          label={t('auditLog.filters.actor')}
          value={draft.actor}
          onChange={(event) => {
            set({ actor: event.target.value });
            form.clear('actor');
          }}
          error={Boolean(form.errorOf('actor'))}
          helperText={form.errorOf('actor') ?? t('auditLog.filters.actorHint')}
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
          onChange={(ouid) => {
            set({ ouid: ouid ?? '' });
            form.clear('ouid');
          }}
          error={form.errorOf('ouid')}
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
            form.clear();
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
