import { z } from 'zod';
import { intParam } from './ids.js';

export const MAX_PAGE_SIZE = 200;

export const pageRequest = z.object({
  page: intParam('page', { min: 1, max: 100_000 }).default(1),
  pageSize: intParam('pageSize', { min: 1, max: MAX_PAGE_SIZE }).default(25),
});
export type PageRequest = z.infer<typeof pageRequest>;

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
