import Box from '@mui/material/Box';

/** The product mark (same drawing as the favicon). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
      <rect width="32" height="32" rx="7" fill="#ffffff" fillOpacity="0.14" />
      <rect x="9" y="7" width="15" height="19" rx="2" fill="#ffffff" />
      <circle cx="16.5" cy="14" r="3" fill="#2b8a9e" />
      <path d="M11.5 22c.8-2.6 2.8-4 5-4s4.2 1.4 5 4" fill="#2b8a9e" />
      <rect x="7" y="10" width="3" height="2" rx="1" fill="#ffffff" />
      <rect x="7" y="15" width="3" height="2" rx="1" fill="#ffffff" />
      <rect x="7" y="20" width="3" height="2" rx="1" fill="#ffffff" />
    </Box>
  );
}
