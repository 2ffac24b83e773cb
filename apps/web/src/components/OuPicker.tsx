import { FunctionCode } from '@cd/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  flattenOuTree,
  ouDisplayName,
  ouMatches,
  ouPickerQueryOptions,
  subtreeIds,
  type OuPickerOption,
} from '../lib/ou-picker-options';

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
}

/**
 * The one way to choose an organisation unit (docs/decisions/044): a searchable list of the OU tree,
 * indented by depth, matching code and either name without regard to case or accents.
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
}: OuPickerProps) {
  const { t, i18n } = useTranslation('common');
  const tree = useQuery(ouPickerQueryOptions(functionCode));
  const nodes = tree.data?.nodes;
  const options = useMemo(() => {
    if (!nodes) return [];
    const excluded = excludeSubtreeOf === undefined ? null : subtreeIds(nodes, excludeSubtreeOf);
    return flattenOuTree(nodes).filter((node) => !excluded?.has(node.ouID));
  }, [nodes, excludeSubtreeOf]);
  const selected = value ? (options.find((node) => String(node.ouID) === value) ?? null) : null;
  const unknown = Boolean(value) && tree.isSuccess && selected === null;
  const name = (node: OuPickerOption) => ouDisplayName(node, i18n.language);
  const helper = tree.isError
    ? t('ouPicker.loadFailed')
    : unknown
      ? t('ouPicker.unknown')
      : tree.data && !tree.data.complete
        ? t('ouPicker.partial')
        : t('ouPicker.hint');

  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, node) => onChange(node ? String(node.ouID) : undefined)}
      getOptionLabel={(node) => `${name(node)} (${node.code})`}
      isOptionEqualToValue={(option, chosen) => option.ouID === chosen.ouID}
      filterOptions={(all, { inputValue }) => all.filter((node) => ouMatches(node, inputValue))}
      loading={tree.isPending}
      loadingText={t('loading')}
      noOptionsText={t('ouPicker.none')}
      disabled={disabled}
      autoHighlight
      handleHomeEndKeys
      size={size}
      sx={{ minWidth: 320 }}
      renderOption={({ key, ...props }, node) => (
        <Box component="li" key={key} {...props} sx={{ pl: `${1 + node.level * 1.5}rem !important` }}>
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
          error={unknown || tree.isError}
          helperText={helper}
        />
      )}
    />
  );
}
