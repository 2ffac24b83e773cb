import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';
import { STATUS_COLORS } from '../lib/readable-colors';

/**
 * notistack's own fills (success #43a047 under white is 3.3:1) replaced by the theme's status colours,
 * which readable-colors.ts holds to WCAG AA under their contrast text.
 */
const ReadableNotice = styled(MaterialDesignContent)(({ theme }) =>
  Object.fromEntries(
    STATUS_COLORS.map((status) => [
      `&.notistack-MuiContent-${status}`,
      { backgroundColor: theme.palette[status].main, color: theme.palette[status].contrastText },
    ]),
  ),
);

export const readableNoticeVariants = {
  success: ReadableNotice,
  error: ReadableNotice,
  warning: ReadableNotice,
  info: ReadableNotice,
};
