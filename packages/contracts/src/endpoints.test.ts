import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  endpointSchemas,
  type EndpointBody,
  type EndpointData,
  type EndpointQuery,
} from './endpoint-schemas.js';
import { endpoints, type EndpointName } from './endpoints.js';
import type { TrustedDomainList } from './trusted-domains.js';

const names = Object.keys(endpoints) as EndpointName[];

describe('the endpoint table', () => {
  it('names every endpoint after its path', () => {
    for (const name of names) {
      expect(
        endpoints[name].path
          .replace(/^\/api\//, '')
          .replace(/\/$/, '')
          .replaceAll('/', '.'),
      ).toBe(name);
    }
  });

  it('resolves every schema name to a zod schema exported by contracts', () => {
    for (const name of names) {
      for (const schema of Object.values(endpointSchemas(name))) {
        expect(typeof (schema as { safeParse?: unknown }).safeParse, name).toBe('function');
      }
    }
  });

  it('types requests and responses from the schemas it names', () => {
    expectTypeOf<EndpointData<'TrustedDomain.GetTrustedDomain'>>().toEqualTypeOf<TrustedDomainList>();
    expectTypeOf<EndpointQuery<'TrustedDomain.GetTrustedDomain'>>().toHaveProperty('ouID');
    expectTypeOf<EndpointBody<'TrustedDomain.GetTrustedDomain'>>().toEqualTypeOf<undefined>();
  });
});
