import { contactInfoUpdateRequest, departmentMaintenanceRequest } from '@cd/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../locales';
import { ApiError } from './api-error';
import {
  contractProblems,
  formFieldPath,
  problemText,
  serverProblems,
  type FieldProblems,
} from './form-errors';

const resources = { en: await loadLanguage('en'), 'zh-HK': await loadLanguage('zh-HK') };
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ resources, lng: 'en', fallbackLng: false, ns: ['errors'], defaultNS: 'errors' });
});
const texts = (problems: FieldProblems, language: string) =>
  Object.fromEntries(
    Object.entries(problems).map(([path, p]) => [
      path,
      problemText(p, i18n.getFixedT(language, 'errors'), language, path === 'title' ? '職位' : undefined),
    ]),
  );

const emptyContact = {
  firstName: '',
  familyName: '',
  middleName: '',
  ouID: '',
  email: null,
  phone: null,
};

describe('contract problems (decision 106)', () => {
  it('an empty contact names each mandatory field, in both languages', () => {
    const problems = contractProblems(contactInfoUpdateRequest, emptyContact);
    expect(Object.keys(problems).sort()).toEqual(['familyName', 'firstName', 'ouID']);
    expect(texts(problems, 'en')).toEqual({
      firstName: 'This field is mandatory.',
      familyName: 'This field is mandatory.',
      ouID: 'This field is mandatory.',
    });
    expect(texts(problems, 'zh-HK').firstName).toBe('此欄必須填寫。');
  });

  it('bad values get their own field and their own words, never zod’s English', () => {
    const problems = contractProblems(contactInfoUpdateRequest, {
      ...emptyContact,
      firstName: 'Ann',
      familyName: "O'Connor",
      middleName: 'J;',
      ouID: '1',
      title: 'Boss\u0000',
      email: 'obrien@',
      phone: { countryCode: '85x', number: 'abc', areaCode: '', extension: '12345678901' },
      secondaryEmails: ['x'],
    });
    expect(texts(problems, 'en')).toEqual({
      middleName: 'A name may not contain ~ ! @ # $ % ^ * + = " ; < >.',
      title: '職位 contains a character that is not allowed.',
      email: 'Enter a valid email address, such as name@example.com.',
      'phone.countryCode': 'Digits only.',
      'phone.number': 'Digits, spaces and hyphens only.',
      'phone.extension': 'This value is too long (at most 8).',
      'secondaryEmails.0': 'Enter a valid email address, such as name@example.com.',
    });
    expect(texts(problems, 'zh-HK')).toEqual({
      middleName: '姓名不可包含 ~ ! @ # $ % ^ * + = " ; < >。',
      title: '職位包含不允許的字元。',
      email: '請輸入有效的電郵地址，例如 name@example.com。',
      'phone.countryCode': '只可輸入數字。',
      'phone.number': '只可輸入數字、空格及連字號。',
      'phone.extension': '此值太長（最多 8）。',
      'secondaryEmails.0': '請輸入有效的電郵地址，例如 name@example.com。',
    });
  });

  it('a text the shared rule refuses names its field, or says "this field" without a label', () => {
    const problems = contractProblems(departmentMaintenanceRequest, {
      ouID: 1,
      code: 'AB\u0001CD',
      name: 'Sales',
    });
    expect(texts(problems, 'en')).toEqual({ code: 'This field contains a character that is not allowed.' });
    expect(texts(problems, 'zh-HK')).toEqual({ code: '此欄包含不允許的字元。' });
  });

  it('nothing to say for a valid request', () => {
    expect(
      contractProblems(contactInfoUpdateRequest, {
        ...emptyContact,
        firstName: 'A',
        familyName: 'B',
        ouID: '2',
      }),
    ).toEqual({});
  });
});

describe('server problems', () => {
  const refusal = new ApiError(400, 'VALIDATION_FAILED', 'body.firstName: First name is a mandatory field', [
    { path: 'body.firstName', message: 'First name is a mandatory field', messageCode: 'FIELD_REQUIRED' },
    { path: 'body.phone.number', message: 'x', messageCode: 'FIELD_PHONE_CHARACTERS' },
    {
      path: 'body.phone.number',
      message: 'second of one field',
      messageCode: 'FIELD_TOO_LONG',
      params: { max: 30 },
    },
    { path: 'body.ouMappings.0.ouID', message: 'x', messageCode: 'SYNC_OU_OUTSIDE_CONNECTION' },
    {
      path: 'body.email',
      message: 'x',
      messageCode: 'CONTACT_MASTER_EMAIL_IN_USE',
      params: { email: 'a@b.co' },
    },
  ]);

  it('every field issue of the envelope lands on its form field, the first of a field winning', () => {
    const problems = serverProblems(refusal, (path) => path.replace(/^ouMappings\./, 'mappings.'));
    expect(Object.keys(problems)).toEqual(['firstName', 'phone.number', 'mappings.0.ouID', 'email']);
    expect(texts(problems, 'zh-HK')).toMatchObject({
      firstName: '此欄必須填寫。',
      'phone.number': '只可輸入數字、空格及連字號。',
      email: expect.stringContaining('a@b.co'),
    });
  });

  it('drops the request part from a path; anything but an API error has no fields', () => {
    expect(formFieldPath('body.secondaryPhones.1.number')).toBe('secondaryPhones.1.number');
    expect(formFieldPath('query.ouID')).toBe('ouID');
    expect(serverProblems(new Error('network'))).toEqual({});
  });
});
