import { countryListResponse, type Country } from '@cd/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Every country (rarely changes: cached for an hour). */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }): Promise<Country[]> =>
      apiClient.call('Countries.GetCountryList', { schema: countryListResponse, signal }),
    staleTime: 60 * 60_000,
  });
