import {
  layoutOptions,
  layoutStyles,
  navbarStyles,
  navigationKinds,
  type LayoutConfig,
  type LayoutStyle,
} from '@cd/contracts';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import type { DeepPartial } from '../../../lib/deep-merge';
import { isNavbarStyleAvailable, isNavigationAvailable } from '../settings-model';
import { useSettings } from '../settings-store';
import { ContainerWidthField } from './ContainerWidthField';

interface ChoiceProps<T extends string> {
  label: string;
  name: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  isDisabled?: (option: T) => boolean;
  onChange: (value: T) => void;
}

function Choice<T extends string>({
  label,
  name,
  value,
  options,
  optionLabel,
  isDisabled,
  onChange,
}: ChoiceProps<T>) {
  const id = `settings-${name}`;
  return (
    <FormControl component="fieldset">
      <FormLabel id={id} component="legend">
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        name={name}
        value={value}
        onChange={(_, next) => onChange(next as T)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={optionLabel(option)}
            disabled={isDisabled?.(option)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The 'Theme Settings' drawer: layout style and its config, direction, scrollbars. */
export function ThemeSettingsPanel({ onViewSettings }: { onViewSettings: () => void }) {
  const { t } = useTranslation('settings');
  const { userSettings, update } = useSettings();
  const { style, config } = userSettings.layout;
  const options = layoutOptions[style];
  const setConfig = (patch: DeepPartial<LayoutConfig>) => update({ layout: { config: patch } });

  return (
    <Stack spacing={2}>
      <Choice<LayoutStyle>
        label={t('layout.style')}
        name="layout-style"
        value={style}
        options={layoutStyles}
        optionLabel={(option) => t(`layout.styles.${option}`)}
        onChange={(next) => update({ layout: { style: next } })}
      />
      <Choice
        label={t('layout.mode')}
        name="layout-mode"
        value={config.mode}
        options={['boxed', 'fullwidth', 'container'] as const}
        optionLabel={(option) => t(`layout.modes.${option}`)}
        onChange={(mode) => setConfig({ mode })}
      />
      <ContainerWidthField
        value={config.containerWidth}
        // Boxed and container layouts both take their width from here; full width has none.
        disabled={config.mode === 'fullwidth'}
        onChange={(containerWidth) => setConfig({ containerWidth })}
      />
      <Choice
        label={t('layout.scroll')}
        name="layout-scroll"
        value={config.scroll}
        options={['content', 'body'] as const}
        optionLabel={(option) => t(`layout.scrolls.${option}`)}
        isDisabled={() => !options.scroll}
        onChange={(scroll) => setConfig({ scroll })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={config.navbar.display}
            onChange={(_, display) => setConfig({ navbar: { display } })}
          />
        }
        label={t('navbar.display')}
      />
      <Choice
        label={t('navbar.navigation')}
        name="navbar-navigation"
        value={config.navbar.navigation}
        options={navigationKinds}
        optionLabel={(option) => t(`navbar.navigations.${option}`)}
        isDisabled={(option) => !isNavigationAvailable(style, option)}
        onChange={(navigation) => setConfig({ navbar: { navigation } })}
      />
      <Choice
        label={t('navbar.style')}
        name="navbar-style"
        value={config.navbar.style}
        options={navbarStyles}
        optionLabel={(option) => t(`navbar.styles.${option}`)}
        isDisabled={(option) => !isNavbarStyleAvailable(style, option)}
        onChange={(navbarStyle) => setConfig({ navbar: { style: navbarStyle } })}
      />
      <Choice
        label={t('navbar.position')}
        name="navbar-position"
        value={config.navbar.position}
        options={['left', 'right'] as const}
        optionLabel={(option) => t(`navbar.positions.${option}`)}
        onChange={(position) => setConfig({ navbar: { position } })}
      />
      {/* Spec 2: only style-2 folds; elsewhere the switch would do nothing, so it says why it is off. */}
      <FormControlLabel
        control={
          <Switch
            checked={config.navbar.folded}
            disabled={config.navbar.style !== 'style-2'}
            onChange={(_, folded) => setConfig({ navbar: { folded } })}
            slotProps={{ input: { 'aria-describedby': 'navbar-folded-hint' } }}
          />
        }
        label={t('navbar.folded')}
      />
      {config.navbar.style !== 'style-2' && (
        <FormHelperText id="navbar-folded-hint" sx={{ mt: -1, mb: 1 }}>
          {t('navbar.foldedOnlyStyle2')}
        </FormHelperText>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={config.toolbar.display}
            onChange={(_, display) => setConfig({ toolbar: { display } })}
          />
        }
        label={t('toolbar.display')}
      />
      <Choice
        label={t('toolbar.style')}
        name="toolbar-style"
        value={config.toolbar.style}
        options={['fixed', 'static'] as const}
        optionLabel={(option) => t(`bar.${option}`)}
        onChange={(toolbarStyle) => setConfig({ toolbar: { style: toolbarStyle } })}
      />
      <Choice
        label={t('toolbar.position')}
        name="toolbar-position"
        value={config.toolbar.position}
        options={['above', 'below'] as const}
        optionLabel={(option) => t(`toolbar.positions.${option}`)}
        isDisabled={(option) => option === 'below' && !options.toolbarBelow}
        onChange={(position) => setConfig({ toolbar: { position } })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={config.footer.display}
            onChange={(_, display) => setConfig({ footer: { display } })}
          />
        }
        label={t('footer.display')}
      />
      <Choice
        label={t('footer.style')}
        name="footer-style"
        value={config.footer.style}
        options={['fixed', 'static'] as const}
        optionLabel={(option) => t(`bar.${option}`)}
        onChange={(footerStyle) => setConfig({ footer: { style: footerStyle } })}
      />
      {(['leftSidePanel', 'rightSidePanel'] as const).map((panel) => (
        <FormControlLabel
          key={panel}
          control={
            <Switch
              checked={config[panel].display}
              onChange={(_, display) => setConfig({ [panel]: { display } })}
            />
          }
          label={t(`sidePanel.${panel}`)}
        />
      ))}
      <Choice
        label={t('direction.label')}
        name="direction"
        value={userSettings.direction}
        options={['ltr', 'rtl'] as const}
        optionLabel={(option) => t(`direction.${option}`)}
        onChange={(direction) => update({ direction })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={userSettings.customScrollbars}
            onChange={(_, customScrollbars) => update({ customScrollbars })}
          />
        }
        label={t('customScrollbars')}
      />
      <Button variant="outlined" onClick={onViewSettings}>
        {t('viewer.open')}
      </Button>
    </Stack>
  );
}
