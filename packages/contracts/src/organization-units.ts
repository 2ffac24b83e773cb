import { z } from 'zod';
import { envelope } from './common/envelope.js';
import { idParam } from './common/ids.js';

export const ouDetailQuery = z.object({ ouID: idParam('ouID') });

export const ouDetail = z.object({
  ouID: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  parentOU: z.object({ ouID: z.number().int(), name: z.string() }).nullable(),
  workingLocation: z.string().nullable(),
  telexAndCable: z.string().nullable(),
  website: z.string().nullable(),
  country: z.object({ code: z.string(), name: z.string(), nameZh: z.string() }).nullable(),
  createdBy: z.string(),
  createdDate: z.string(),
  modifiedBy: z.string(),
  modifiedDate: z.string(),
});
export type OuDetail = z.infer<typeof ouDetail>;
export const ouDetailResponse = envelope(ouDetail);
