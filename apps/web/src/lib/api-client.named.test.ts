// @vitest-environment node
// Endpoints called by name: the method, path and body come from the contracts' endpoint table.
import type { endpoints } from '@cd/contracts';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  deleteDepartmentResponse,
  saveTrustedDomainResponse,
  trustedDomainResponse,
  type EndpointName,
  type TrustedDomainList,
} from '@cd/contracts';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient } from './api-client';

const list: TrustedDomainList = { ouID: 7, ouName: 'HR', trustedDomains: ['example.com'], version: 3 };

function recorder(data: unknown = list) {
  const sent: { url: string; method?: string; body?: BodyInit | null; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: init.method,
      body: init.body,
      headers: new Headers(init.headers),
    });
    if (String(input).includes('Download')) return new Response('file', { status: 200 });
    return new Response(JSON.stringify({ result: true, message: '', data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { client: createApiClient(fetchMock), sent };
}

describe('calling an endpoint by name', () => {
  it('GETs the named path with the query, and returns the typed data', async () => {
    const { client, sent } = recorder();
    const answer = await client.call('TrustedDomain.GetTrustedDomain', {
      query: { ouID: 7 },
      schema: trustedDomainResponse,
    });
    expectTypeOf(answer).toEqualTypeOf<TrustedDomainList>();
    expect(answer).toEqual(list);
    expect(sent).toEqual([
      expect.objectContaining({
        url: '/api/TrustedDomain/GetTrustedDomain?ouID=7',
        method: 'GET',
        body: undefined,
      }),
    ]);
  });

  it('POSTs the body as JSON with the CSRF header, to the path as the table spells it', async () => {
    const { client, sent } = recorder();
    const body = { ouID: 7, version: 3, trustedDomains: ['example.com'] };
    await client.call('TrustedDomain.SaveTrustedDomain', { body, schema: saveTrustedDomainResponse });
    const departments = recorder({ departmentID: 5 });
    await departments.client.call('Departments.DeleteDepartment', {
      body: { departmentID: 5, version: 1 },
      schema: deleteDepartmentResponse,
    });
    expect(
      [...sent, ...departments.sent].map((s) => [s.method, s.url, s.body, s.headers.get(CSRF_HEADER)]),
    ).toEqual([
      ['POST', '/api/TrustedDomain/SaveTrustedDomain', JSON.stringify(body), CSRF_HEADER_VALUE],
      ['POST', '/api/Departments/DeleteDepartment/', '{"departmentID":5,"version":1}', CSRF_HEADER_VALUE],
    ]);
  });

  it('downloads a file endpoint with its method and query', async () => {
    const { client, sent } = recorder();
    const file = await client.file('ContactImport.Download', { query: { ouID: '7' } });
    expect(await file.blob.text()).toBe('file');
    expect(sent[0]).toMatchObject({ url: '/api/ContactImport/Download?ouID=7', method: 'GET' });
  });

  it('refuses, at compile time, a wrong body or a missing query', () => {
    const { client } = recorder();
    // Never run: typecheck (tsc over the tests) is what fails on these.
    const typeOnly = () => {
      void client.call('TrustedDomain.SaveTrustedDomain', {
        // @ts-expect-error the save needs the OU's id, version and domains
        body: { ouID: 7 },
        schema: saveTrustedDomainResponse,
      });
      // @ts-expect-error GetTrustedDomain needs its query
      void client.call('TrustedDomain.GetTrustedDomain', { schema: trustedDomainResponse });
      void client.call('TrustedDomain.GetTrustedDomain', {
        query: { ouID: 7 },
        // @ts-expect-error the answer is checked against the endpoint's own response schema
        schema: deleteDepartmentResponse,
      });
    };
    expect(typeOnly).toBeTypeOf('function');
    expectTypeOf<EndpointName>().toExtend<keyof typeof endpoints>();
  });
});
