import type { UpdateUserBody } from '@cd/contracts';
import { apiClient } from '../../../lib/api-client';

/** Spec 7: settings and shortcuts are saved as one update of the whole user object. */
export const updateUser = (body: UpdateUserBody) =>
  apiClient.call('User.UpdateUser', {
    body,
    schema: () => import('./response-schemas').then((schemas) => schemas.updateUserResponse),
  });
