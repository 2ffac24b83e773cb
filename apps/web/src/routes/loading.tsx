import { createFileRoute } from '@tanstack/react-router';
import { LoadingScreen } from '../features/auth/components/LoadingScreen';

export const Route = createFileRoute('/loading')({
  staticData: { access: 'public' },
  component: () => <LoadingScreen />,
});
