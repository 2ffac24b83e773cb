import { z } from 'zod';
import { envelope } from './common/envelope.js';

export const country = z.object({
  code: z.string(),
  name: z.string(),
  nameZh: z.string(),
  dialCode: z.string(),
});
export type Country = z.infer<typeof country>;

/** `GET /api/Countries/GetCountryList`: every country, by English name. */
export const countryListResponse = envelope(z.array(country));
