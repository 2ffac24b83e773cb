import { FunctionCode, ouMatches } from '@cd/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ouDisplayName, subtreeIds, type OuPickerOption } from '../lib/ou-picker-options';
import { useOuTreeOptions } from './use-ou-tree-options';

export interface OuPickerProps {
  /** The chosen OU's id as the URL carries it (`ouid`); undefined or '' when none is chosen. */
  value: string | undefined;
  onChange(ouid: string | undefined): void;
  /** Only OUs where the caller holds this code are offered (the action's own API call decides too). */
  functionCode?: FunctionCode;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** This OU and its subsidiaries are not offered (a move target may not lie in the moved subtree). */
  excludeSubtreeOf?: number;
  size?: 'small' | 'medium';
  /** Fills the width of its container instead of its minimum width. */
  fullWidth?: boolean;
  /** The form's problem with the choice (decision 106), shown in place of the hint. */
  error?: string;
}

/**
 * The one way to choose an organisation unit (docs/decisions/044): a searchable list of the OU tree,
 * indented by depth, matching code and either name without regard to case or accents. A tree too large
 * to load whole opens level by level and is searched on the server (docs/decisions/080).
 */
export function OuPicker({
  value,
  onChange,
  functionCode = FunctionCode.DirectorySearch,
  label,
  required,
  disabled,
  excludeSubtreeOf,
  size,
  fullWidth,
  error,
}: OuPickerProps) {
  const { t, i18n } = useTranslation(['common', 'errors']);
  const tree = useOuTreeOptions(functionCode, value);
  const { nodes } = tree;
  const options = useMemo(() => {
    if (excludeSubtreeOf === undefined) return nodes;
    const excluded = subtreeIds(nodes, excludeSubtreeOf);
    return nodes.filter((node) => !excluded.has(node.ouID));
  }, [nodes, excludeSubtreeOf]);
  const selected = useSteadyOption(
    value ? (tree.known.find((node) => String(node.ouID) === value) ?? null) : null,
  );
  const unknown = Boolean(value) && tree.isSuccess && selected === null;
  const name = (node: OuPickerOption) => ouDisplayName(node, i18n.language);
  const helper = error
    ? error
    : tree.isError
      ? t('ouPicker.loadFailed')
      : tree.truncated
        ? t('ouPicker.truncated')
        : tree.partial
          ? t('ouPicker.partial')
          : t('ouPicker.hint');
  const expandable = (node: OuPickerOption) => tree.partial && !tree.searching && node.hasChildren;

  return (
    <>
      <Autocomplete
        options={options}
        value={selected}
        onChange={(_event, node) => onChange(node ? String(node.ouID) : undefined)}
        onInputChange={(_event, text, reason) => tree.setTyped(reason === 'input' ? text : '')}
        getOptionLabel={(node) => `${name(node)} (${node.code})`}
        isOptionEqualToValue={(option, chosen) => option.ouID === chosen.ouID}
        filterOptions={(all, { inputValue }) => all.filter((node) => ouMatches(node, inputValue))}
        loading={tree.isPending || tree.isSearchPending}
        loadingText={t('loading')}
        noOptionsText={t('ouPicker.none')}
        disabled={disabled}
        autoHighlight
        handleHomeEndKeys
        fullWidth={fullWidth}
        size={size}
        sx={fullWidth ? undefined : { minWidth: 320 }}
        renderOption={({ key, ...props }, node) => (
          <Box
            component="li"
            key={key}
            {...props}
            sx={{ pl: `${1 + node.level * 1.5}rem !important` }}
            data-ouid={node.ouID}
          >
            {expandable(node) && (
              // Not a button: an option may hold no control (axe: nested-interactive). The keyboard opens
              // an OU with the Right arrow key, which the helper text names.
              <Box
                component="span"
                aria-hidden="true"
                data-testid={`ou-toggle-${node.ouID}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  event.stopPropagation();
                  tree.toggle(node.ouID);
                }}
                sx={{ cursor: 'pointer', px: 0.5, mr: 0.5, ml: -2.5, width: '1.25rem', textAlign: 'center' }}
              >
                {tree.isOpen(node.ouID) ? '▾' : '▸'}
              </Box>
            )}
            <span>{name(node)}</span>{' '}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {node.code}
            </Typography>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label ?? t('ouPicker.label')}
            required={required}
            error={Boolean(error) || unknown || tree.isError}
            helperText={helper}
            onKeyDown={(event) => {
              const node = highlightedOption(event, options);
              if (!node || !expandable(node)) return;
              const opening = event.key === 'ArrowRight' && !tree.isOpen(node.ouID);
              const closing = event.key === 'ArrowLeft' && tree.isOpen(node.ouID);
              if (!opening && !closing) return;
              event.preventDefault();
              tree.toggle(node.ouID);
            }}
          />
        )}
      />
      {unknown && (
        // A link or a stale URL named an OU that does not exist or that the user may not use here: say so
        // where it shows, with a way back to the screen without it (issue 19).
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => onChange(undefined)}>
              {t('errors:routeNotice.back')}
            </Button>
          }
        >
          {t('ouPicker.unknown')}
        </Alert>
      )}
    </>
  );
}

/** The option the list highlights (MUI reports an automatic highlight to nobody; the input names it). */
function highlightedOption(event: KeyboardEvent, options: readonly OuPickerOption[]) {
  const optionId = (event.target as HTMLElement).getAttribute('aria-activedescendant');
  const ouID = optionId ? document.getElementById(optionId)?.dataset.ouid : undefined;
  return ouID ? options.find((node) => String(node.ouID) === ouID) : undefined;
}

/**
 * The same object while it names the same OU: MUI resets the typed text whenever the value changes by
 * identity, and the loaded parts of a large tree are rebuilt as the user types (a search answers).
 */
function useSteadyOption(found: OuPickerOption | null): OuPickerOption | null {
  const [steady, setSteady] = useState(found);
  const same =
    found === steady ||
    (found !== null &&
      steady !== null &&
      (['ouID', 'code', 'name', 'nameZh', 'level'] as const).every((key) => found[key] === steady[key]));
  if (!same) setSteady(found);
  return same ? steady : found;
}
