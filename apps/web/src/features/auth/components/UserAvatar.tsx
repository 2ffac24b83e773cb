import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

// Fetched right after the first render; the circle's place is held meanwhile, so nothing moves (decision 070).
const Avatar = lazy(() => import('@mui/material/Avatar'));

export function initials(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  // CJK names have no spaces; their first character is the family name.
  if (words.length === 1) return [...(words[0] ?? '')].slice(0, 2).join('').toUpperCase();
  return `${[...(words[0] ?? '')][0] ?? ''}${[...(words.at(-1) ?? '')][0] ?? ''}`.toUpperCase();
}

export function UserAvatar({
  name,
  photoURL,
  size = 32,
}: {
  name: string;
  photoURL: string | null;
  size?: number;
}) {
  return (
    <Suspense
      fallback={<Box sx={{ width: size, height: size, borderRadius: '50%', bgcolor: 'secondary.main' }} />}
    >
      <Avatar
        src={photoURL ?? undefined}
        alt={name}
        sx={{
          width: size,
          height: size,
          fontSize: size * 0.4,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        {initials(name)}
      </Avatar>
    </Suspense>
  );
}
