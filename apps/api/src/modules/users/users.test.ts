import {
  CSRF_HEADER,
  defaultSettings,
  layoutDefaults,
  PaletteMessages,
  type UserSettings,
} from '@cd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectBrowser } from '../../test/inject-browser.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let employee: InjectBrowser;
let admin: InjectBrowser;
let noRole: InjectBrowser;

const sessionUser = async (browser: InjectBrowser) =>
  (await browser.request({ method: 'GET', url: '/api/auth/session' })).json().data.user;

const update = (
  browser: InjectBrowser,
  body: unknown,
  headers: Record<string, string> = { [CSRF_HEADER]: '1' },
) => browser.request({ method: 'POST', url: '/api/User/UpdateUser', headers, payload: body as object });

const darkLayout2: UserSettings = {
  ...defaultSettings,
  layout: { style: 'layout2', config: layoutDefaults.layout2 },
  theme: { main: 'emerald-gold-dark', navbar: 'dark3', toolbar: 'legacy', footer: 'light2' },
  direction: 'rtl',
};

beforeAll(async () => {
  t = await createTestApp();
  employee = (await signIn(t.app, DEMO.employee)).browser;
  admin = (await signIn(t.app, DEMO.admin)).browser;
  noRole = (await signIn(t.app, DEMO.noRole)).browser;
});
afterAll(() => t.close());

describe('POST /api/User/UpdateUser', () => {
  it('saves the whole settings and shortcuts, which the next session (another browser) receives', async () => {
    const me = await sessionUser(employee);
    const res = await update(employee, {
      ...me,
      settings: darkLayout2,
      shortcuts: ['basic-search', 'ou-search'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: true,
      data: { settings: darkLayout2, shortcuts: ['basic-search', 'ou-search'] },
    });

    const otherBrowser = (await signIn(t.app, DEMO.employee)).browser;
    const again = await sessionUser(otherBrowser);
    expect(again.settings).toEqual(darkLayout2);
    expect(again.shortcuts).toEqual(['basic-search', 'ou-search']);

    const audit = await t.db.prisma.auditLog.findFirst({
      where: { action: 'USER_SETTINGS_UPDATE', actorEmail: DEMO.employee },
    });
    expect(audit?.after).toMatchObject({ shortcuts: ['basic-search', 'ou-search'] });
  });

  it.each([
    [
      'an unknown layout style',
      { layout: { style: 'layout9', config: layoutDefaults.layout1 } },
      'body.settings.layout.style',
    ],
    [
      'a container width below 1024',
      { layout: { style: 'layout1', config: { ...layoutDefaults.layout1, containerWidth: 1000 } } },
      'body.settings.layout.config.containerWidth',
    ],
    [
      'an unknown colour scheme',
      { theme: { ...defaultSettings.theme, navbar: 'neon' } },
      'body.settings.theme.navbar',
    ],
  ])('rejects %s naming the field', async (_name, change, path) => {
    const me = await sessionUser(employee);
    const res = await update(employee, { ...me, settings: { ...defaultSettings, ...change }, shortcuts: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('rejects a light palette with a dark background with the spec message', async () => {
    const me = await sessionUser(employee);
    const palette = {
      mode: 'light',
      primary: { main: '#1e3a5f', light: '#4a6489', dark: '#0f2440', contrastText: '#ffffff' },
      secondary: { main: '#2b8a9e', light: '#5fb4c6', dark: '#1a5f6e', contrastText: '#ffffff' },
      background: { paper: '#ffffff', default: '#101010' },
      text: { primary: '#111111', secondary: '#444444' },
    };
    const res = await update(employee, {
      ...me,
      settings: { ...defaultSettings, customPalettes: { default: palette } },
      shortcuts: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({
      path: 'body.settings.customPalettes.default.background.default',
      message: PaletteMessages.mustBeLight,
      messageCode: 'FIELD_INVALID',
    });
  });

  it('rejects unknown or repeated shortcuts', async () => {
    const me = await sessionUser(employee);
    const res = await update(employee, { ...me, settings: defaultSettings, shortcuts: ['a', 'a'] });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/User/UpdateUser',
      headers: { [CSRF_HEADER]: '1' },
      payload: { id: 'x', settings: defaultSettings, shortcuts: [] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a guest (no role): guests change nothing on the server', async () => {
    const me = await sessionUser(noRole);
    const res = await update(noRole, { ...me, settings: darkLayout2, shortcuts: [] });
    expect(res.statusCode).toBe(403);
    const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.noRole } });
    expect(stored.settings).toBeNull();
  });

  it("refuses to write another user's settings", async () => {
    const victim = await sessionUser(employee);
    const before = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.employee } });
    const res = await update(admin, { ...victim, settings: defaultSettings, shortcuts: [] });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    const after = await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO.employee } });
    expect(after.settings).toEqual(before.settings);
  });

  it('needs the CSRF header', async () => {
    const me = await sessionUser(employee);
    const res = await update(employee, { ...me, settings: defaultSettings, shortcuts: [] }, {});
    expect(res.statusCode).toBe(403);
  });
});
