// The guard's hooks on hand-made requests: every branch in milliseconds, so mutation testing
// (`pnpm mutation:api`) can afford to run them per mutant. guard.test.ts drives the same hooks through
// the real app and a signed-in browser.
import { CSRF_HEADER, type FunctionCode } from '@cd/contracts';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContext, OwnedBy } from './auth.plugin.js';
import { Authorization, type EffectiveGrant } from './authorization.js';
import { guardDeclaredOu, guardRoute, inScope } from './guard.js';

const authenticate = vi.hoisted(() => vi.fn<() => Promise<unknown>>());
vi.mock('./auth.plugin.js', () => ({ authenticate }));
// What auth.plugin.js's `ownedBy` makes (the module is mocked here).
const ownedBy = (record: string, ouId: number): OwnedBy => ({ ouId, record });

const financeGrant: EffectiveGrant = {
  ouId: 4,
  ouPath: '/1/4/',
  codes: ['FN-0003'],
  includesSubsidiaries: false,
  source: 'grant',
};

function authWith(grants: EffectiveGrant[], isSystemAdministrator = false): AuthContext {
  return {
    sessionId: 's',
    user: { email: 'someone@example.com' } as AuthContext['user'],
    groups: [],
    authz: new Authorization(grants, isSystemAdministrator),
    accessTokenExpiry: new Date(0),
  };
}

interface FakeRequest {
  method?: string;
  headers?: Record<string, string>;
  config?: FastifyContextConfig;
  is404?: boolean;
  auth?: AuthContext | null;
  ous?: Record<number, string>;
}

function request({
  method = 'GET',
  headers = {},
  config = {},
  is404 = false,
  auth = null,
  ous = {},
}: FakeRequest) {
  const findUnique = vi.fn(async ({ where }: { where: { id: number } }) =>
    where.id in ous ? { id: where.id, path: ous[where.id] } : null,
  );
  const req = {
    method,
    headers,
    is404,
    auth,
    routeOptions: { config },
    server: { prisma: { organizationUnit: { findUnique } } },
  };
  return { req: req as unknown as FastifyRequest & { auth: AuthContext | null }, findUnique };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code: string; statusCode: number; message: string }) => error,
  );

beforeEach(() => {
  authenticate.mockReset();
});

describe('guardRoute', () => {
  it('leaves an unmatched path to the not-found handler, whatever the method', async () => {
    const { req } = request({ method: 'POST', is404: true });
    await expect(guardRoute(req)).resolves.toBeUndefined();
    expect(authenticate).not.toHaveBeenCalled();
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('%s needs no CSRF header', async (method) => {
    const { req } = request({ method, config: { public: true } });
    await expect(guardRoute(req)).resolves.toBeUndefined();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s without the exact CSRF header is refused before anything else, even on a public route',
    async (method) => {
      const refused: Record<string, string>[] = [{}, { [CSRF_HEADER]: '0' }, { [CSRF_HEADER]: '' }];
      for (const headers of refused) {
        const error = await rejection(guardRoute(request({ method, headers, config: { public: true } }).req));
        expect(error).toMatchObject({ code: 'CSRF_REJECTED', statusCode: 403 });
        expect(error!.message).toBe(`Missing the ${CSRF_HEADER} request header.`);
      }
      expect(authenticate).not.toHaveBeenCalled();
      const { req } = request({ method, headers: { [CSRF_HEADER]: '1' }, config: { public: true } });
      await expect(guardRoute(req)).resolves.toBeUndefined();
    },
  );

  it('lets a public route through without looking for a session', async () => {
    const { req } = request({ config: { public: true } });
    await guardRoute(req);
    expect(authenticate).not.toHaveBeenCalled();
    expect(req.auth).toBeNull();
  });

  it('refuses a closed route without a session: 401 with the sign-in-again message', async () => {
    authenticate.mockResolvedValue(null);
    const { req } = request({ config: {} });
    const error = await rejection(guardRoute(req));
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', statusCode: 401 });
    expect(error!.message).toBe('Your session has ended. Please sign in again.');
    expect(authenticate).toHaveBeenCalledWith(req);
  });

  it('puts the session on the request of a route with no further demands', async () => {
    const auth = authWith([]);
    authenticate.mockResolvedValue(auth);
    const { req } = request({ config: { functionCodes: [], roles: [] } });
    await guardRoute(req);
    expect(req.auth).toBe(auth);
  });

  it('functionCodes: one of them on any OU passes; none is a 403 naming every code', async () => {
    const { req } = request({ config: { functionCodes: ['FN-0005', 'FN-0003'] } });
    authenticate.mockResolvedValue(authWith([financeGrant]));
    await expect(guardRoute(req)).resolves.toBeUndefined();

    authenticate.mockResolvedValue(authWith([{ ...financeGrant, codes: ['FN-0000'] }]));
    const error = await rejection(
      guardRoute(request({ config: { functionCodes: ['FN-0005', 'FN-0003'] } }).req),
    );
    expect(error).toMatchObject({ code: 'FORBIDDEN', statusCode: 403 });
    expect(error!.message).toBe('This needs one of: FN-0005, FN-0003.');
  });

  it('roles: one of them passes; none is a 403 naming the roles, whatever codes are held', async () => {
    authenticate.mockResolvedValue(authWith([], true));
    await expect(
      guardRoute(request({ config: { roles: ['Auditor', 'SystemAdministrator'] } }).req),
    ).resolves.toBeUndefined();

    authenticate.mockResolvedValue(authWith([{ ...financeGrant, codes: ['FN-0007'] }]));
    const error = await rejection(
      guardRoute(request({ config: { roles: ['Auditor', 'SystemAdministrator'] } }).req),
    );
    expect(error).toMatchObject({ code: 'FORBIDDEN', statusCode: 403 });
    expect(error!.message).toBe('This needs the role Auditor or SystemAdministrator.');
  });

  it('checks roles even when the codes pass', async () => {
    authenticate.mockResolvedValue(authWith([financeGrant]));
    const error = await rejection(
      guardRoute(request({ config: { functionCodes: ['FN-0003'], roles: ['SystemAdministrator'] } }).req),
    );
    expect(error).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('guardDeclaredOu', () => {
  const ouRoute = (ouId: number | undefined, functionCodes: FunctionCode[] = ['FN-0003']) => ({
    functionCodes,
    ou: () => ouId,
  });

  it('does nothing for a route that declares no OU, or an unmatched path', async () => {
    const { req, findUnique } = request({ config: { functionCodes: ['FN-0003'] } });
    await guardDeclaredOu(req);
    const unmatched = request({ config: ouRoute(4), is404: true, auth: authWith([financeGrant]) });
    await guardDeclaredOu(unmatched.req);
    expect(findUnique).not.toHaveBeenCalled();
    expect(unmatched.findUnique).not.toHaveBeenCalled();
    expect(unmatched.req.auth!.ou).toBeUndefined();
  });

  it('is 401 when no session reached it', async () => {
    const error = await rejection(guardDeclaredOu(request({ config: ouRoute(4) }).req));
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', statusCode: 401 });
  });

  it('resolves the declared OU and records it when one of the codes reaches it', async () => {
    const { req, findUnique } = request({
      config: ouRoute(4, ['FN-0005', 'FN-0003']),
      auth: authWith([financeGrant]),
      ous: { 4: '/1/4/' },
    });
    await guardDeclaredOu(req);
    expect(findUnique).toHaveBeenCalledWith({ where: { id: 4 }, select: { id: true, path: true } });
    expect(req.auth!.ou).toEqual({ id: 4, path: '/1/4/' });
  });

  it('is 404 naming the OU when it does not exist, and when the input named none', async () => {
    const missing = request({ config: ouRoute(99), auth: authWith([financeGrant]) });
    const error = await rejection(guardDeclaredOu(missing.req));
    expect(error).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
    expect(error!.message).toBe('Organisation unit 99 was not found.');

    const unnamed = request({ config: ouRoute(undefined), auth: authWith([financeGrant]) });
    const none = await rejection(guardDeclaredOu(unnamed.req));
    expect(none).toMatchObject({ code: 'NOT_FOUND', message: 'Organisation unit was not found.' });
    expect(unnamed.findUnique).not.toHaveBeenCalled();
  });

  it('is 403 when none of the codes reaches the OU, and keeps the OU off the request', async () => {
    const { req } = request({
      config: ouRoute(5, ['FN-0003']),
      auth: authWith([financeGrant]),
      ous: { 5: '/1/5/' },
    });
    const error = await rejection(guardDeclaredOu(req));
    expect(error).toMatchObject({ code: 'FORBIDDEN', statusCode: 403 });
    expect(error!.message).toBe('You do not have access to this organisation unit.');
    expect(req.auth!.ou).toBeUndefined();
  });

  it('is 403 for a route that declares an OU but no codes (fail closed)', async () => {
    const { req } = request({
      config: { ou: () => 4 },
      auth: authWith([financeGrant], true),
      ous: { 4: '/1/4/' },
    });
    expect(await rejection(guardDeclaredOu(req))).toMatchObject({ code: 'FORBIDDEN' });
  });
  describe('an OU owned by a record (ownedBy)', () => {
    const ownedRoute = (ouId: number, functionCodes: FunctionCode[] = ['FN-0003']) => ({
      functionCodes,
      ou: () => ownedBy('Contact 42', ouId),
    });

    it("resolves the record's OU and records it when one of the codes reaches it", async () => {
      const { req, findUnique } = request({
        config: ownedRoute(4, ['FN-0005', 'FN-0003']),
        auth: authWith([financeGrant]),
        ous: { 4: '/1/4/' },
      });
      await guardDeclaredOu(req);
      expect(findUnique).toHaveBeenCalledWith({ where: { id: 4 }, select: { id: true, path: true } });
      expect(req.auth!.ou).toEqual({ id: 4, path: '/1/4/' });
    });

    it("is the record's 404, not a 403, when its OU is outside the scope, whatever the codes", async () => {
      for (const functionCodes of [['FN-0003'], ['FN-0005', 'FN-0003'], []] as FunctionCode[][]) {
        const { req } = request({
          config: ownedRoute(5, functionCodes),
          auth: authWith([financeGrant]),
          ous: { 5: '/1/5/' },
        });
        const error = await rejection(guardDeclaredOu(req));
        expect(error).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
        expect(error!.message).toBe('Contact 42 was not found.');
        expect(req.auth!.ou).toBeUndefined();
      }
    });

    it("is the record's 404 when its OU row is missing", async () => {
      const { req } = request({ config: ownedRoute(99), auth: authWith([financeGrant]) });
      const error = await rejection(guardDeclaredOu(req));
      expect(error).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
      expect(error!.message).toBe('Contact 42 was not found.');
    });
  });
});

describe('inScope', () => {
  const contact = ownedBy('Contact 42', 4);

  it('is 401 without a session, before any lookup', async () => {
    const { req, findUnique } = request({ ous: { 4: '/1/4/' } });
    const error = await rejection(inScope(req, ['FN-0003'], contact));
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', statusCode: 401 });
    expect(findUnique).not.toHaveBeenCalled();
  });

  it("returns the record's OU when one of the codes reaches it, only one being held", async () => {
    const { req, findUnique } = request({ auth: authWith([financeGrant]), ous: { 4: '/1/4/' } });
    await expect(inScope(req, ['FN-0005', 'FN-0003'], contact)).resolves.toEqual({ id: 4, path: '/1/4/' });
    expect(findUnique).toHaveBeenCalledWith({ where: { id: 4 }, select: { id: true, path: true } });
    await expect(inScope(req, ['FN-0003', 'FN-0005'], contact)).resolves.toEqual({ id: 4, path: '/1/4/' });
  });

  it("is the record's 404 when its OU is outside the scope, whatever the codes", async () => {
    const { req } = request({ auth: authWith([financeGrant]), ous: { 4: '/1/4/', 5: '/1/5/' } });
    for (const codes of [['FN-0003'], ['FN-0005'], ['FN-0005', 'FN-0003'], []] as FunctionCode[][]) {
      const owned = codes.includes('FN-0003') ? ownedBy('Contact 42', 5) : contact;
      const error = await rejection(inScope(req, codes, owned));
      expect(error).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
      expect(error!.message).toBe('Contact 42 was not found.');
    }
  });

  it("is the record's 404 when its OU row is missing, even for a system administrator", async () => {
    const { req } = request({ auth: authWith([financeGrant], true) });
    const error = await rejection(inScope(req, ['FN-0003'], contact));
    expect(error).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
    expect(error!.message).toBe('Contact 42 was not found.');
  });
});
