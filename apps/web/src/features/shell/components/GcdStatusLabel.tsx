import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { gcdStatusQueryOptions } from '../api/gcd-status';

// The label shows nothing until the status arrives, so its code loads beside that request, off the first
// screen (decision 035).
const loadBadge = () => import('./GcdStatusBadge');
const GcdStatusBadge = lazy(loadBadge);

/** Spec 1 "gcdStatus": the directory's own status, or the sync state or a fixed text (`gcd.status.source`). */
export function GcdStatusLabel() {
  const { data, isError } = useQuery(gcdStatusQueryOptions);
  useEffect(() => {
    void loadBadge();
  }, []);
  if (!data && !isError) return null;
  return (
    <Suspense fallback={null}>
      <GcdStatusBadge data={data} />
    </Suspense>
  );
}
