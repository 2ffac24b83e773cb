import type { SvgIconComponent } from '@mui/icons-material';
import type { AccessRule } from '../permissions';
import type { Resources } from '../../locales';

type NavigationStrings = Resources['navigation'];
export type NavigationTitleKey =
  | `groups.${keyof NavigationStrings['groups'] & string}`
  | `items.${keyof NavigationStrings['items'] & string}`;

/** Navigation item of spec 3. `auth` (from AccessRule) decides visibility as spec 4 says. */
export interface NavItem extends AccessRule {
  id: string;
  type: 'group' | 'collapse' | 'item' | 'link' | 'divider';
  /** A key of the navigation namespace (spec 3 "translate"); dividers have none. */
  title?: NavigationTitleKey;
  subtitle?: NavigationTitleKey;
  url?: string;
  icon?: SvgIconComponent;
  badge?: { title: string; bg: string; fg: string };
  children?: NavItem[];
  disabled?: boolean;
  /** Links open a new tab unless they say otherwise (spec 3). */
  target?: '_blank' | '_self';
}
