import Button, { type ButtonProps } from '@mui/material/Button';
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';

// MUI components rendered as router links: client-side navigation, preloading and a real <a href>.

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps<'a'>>(function ButtonAnchor(props, ref) {
  return <Button component="a" ref={ref} {...props} />;
});
export const ButtonLink = createLink(ButtonAnchor);

const ListItemButtonAnchor = forwardRef<HTMLAnchorElement, ListItemButtonProps<'a'>>(
  function ListItemButtonAnchor(props, ref) {
    return <ListItemButton component="a" ref={ref} {...props} />;
  },
);
export const ListItemButtonLink = createLink(ListItemButtonAnchor);
