import MuiLink, { type LinkProps } from '@mui/material/Link';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';

// A text link in the theme's link colour (the browser's own blue is 2:1 on a dark scheme). Its own module,
// not router-links.tsx: the shell imports that one, and MUI's Link would ride along to the first screen
// (decision 035).
const TextAnchor = forwardRef<HTMLAnchorElement, LinkProps<'a'>>(function TextAnchor(props, ref) {
  return <MuiLink ref={ref} {...props} />;
});
export const TextLink = createLink(TextAnchor);
