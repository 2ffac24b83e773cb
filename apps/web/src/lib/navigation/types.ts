import type { SvgIconComponent } from '@mui/icons-material';
import type { AccessRule } from '../permissions';
import type { Resources } from '../../locales';

type NavigationStrings = Resources['navigation'];
export type NavigationTitleKey =
  | `groups.${keyof NavigationStrings['groups'] & string}`
  | `items.${keyof NavigationStrings['items'] & string}`;

/** Navigation item of spec 3, reduced to what the shell renders today. */
export interface NavItem extends AccessRule {
  id: string;
  type: 'group' | 'item';
  title: NavigationTitleKey;
  url?: string;
  icon?: SvgIconComponent;
  children?: NavItem[];
}
