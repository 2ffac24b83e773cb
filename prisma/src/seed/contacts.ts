import type { ContactSource, PhoneKind } from '../generated/prisma/client.js';
import { normalizeSearchText } from '../search-text.js';
import { COUNTRIES } from './countries.js';
import { personName, type PersonName } from './names.js';
import { emailDomainOf, ORGANIZATION, type OuSeed } from './organization.js';
import { formatFax, mobilePhone, officePhone } from './phones.js';
import { Random } from './random.js';
import { TITLES } from './titles.js';

export interface PhoneSeed {
  kind: PhoneKind;
  countryCode: string;
  areaCode: string | null;
  number: string;
  extension: string | null;
}

export interface ContactSeed extends PersonName {
  ouCode: string;
  departmentCode: string | null;
  title: string;
  email: string;
  phoneCountryCode: string;
  phoneAreaCode: string | null;
  phoneNumber: string;
  phoneExtension: string | null;
  mobileCountryCode: string | null;
  mobileNumber: string | null;
  fax: string | null;
  workingLocation: string;
  source: ContactSource;
  isMasterRecord: boolean;
  createdAt: Date;
  modifiedAt: Date;
  secondaryEmails: string[];
  secondaryPhones: PhoneSeed[];
}

const dialCodes = new Map(COUNTRIES.map((c) => [c.code, c.dialCode]));
const EPOCH = Date.UTC(2018, 0, 1);
const DAY = 86_400_000;

/** ASCII mailbox part: josé.o'connor → jose.oconnor. */
export function mailboxPart(text: string): string {
  return normalizeSearchText(text).replace(/[^a-z0-9]+/g, '');
}

type DemoPerson = PersonName & Pick<ContactSeed, 'ouCode' | 'departmentCode' | 'title' | 'email'>;

/** People whose names the demo accounts use, so signing in as them shows their own directory entry. */
const DEMO_PEOPLE: DemoPerson[] = [
  {
    ouCode: 'HPG',
    departmentCode: 'GITS',
    title: 'Head of IT',
    email: 'alice.admin@harbourpacific.com',
    firstName: 'Alice',
    middleName: null,
    familyName: 'Wong',
    localName: 'Wong Mei Lan',
    chineseName: '黃美蘭',
    displayName: 'Alice Wong',
  },
  {
    ouCode: 'HPG-HK',
    departmentCode: 'HKADM',
    title: 'Administration Manager',
    email: 'oscar.chan@harbourpacific.com.hk',
    firstName: 'Oscar',
    middleName: null,
    familyName: 'Chan',
    localName: 'Chan Ka Lok',
    chineseName: '陳家樂',
    displayName: 'Oscar Chan',
  },
  {
    ouCode: 'HPG-HK-FIN',
    departmentCode: 'FINAP',
    title: 'Senior Accountant',
    email: 'carmen.lee@harbourpacific.com.hk',
    firstName: 'Carmen',
    middleName: null,
    familyName: 'Lee',
    localName: 'Lee Wing Sze',
    chineseName: '李詠詩',
    displayName: 'Carmen Lee',
  },
  {
    ouCode: 'HPG',
    departmentCode: 'GCOM',
    title: 'Communications Manager',
    email: 'eric.ho@harbourpacific.com',
    firstName: 'Eric',
    middleName: null,
    familyName: 'Ho',
    localName: 'Ho Chi Wai',
    chineseName: '何志偉',
    displayName: 'Eric Ho',
  },
];

type ShowcasePerson = DemoPerson &
  Partial<Pick<ContactSeed, 'phoneNumber' | 'phoneExtension' | 'mobileNumber'>>;

/**
 * People whose names exercise search (decision 020, issue 7's search-quality table): accents, apostrophes
 * and hyphens, a Chinese name with its romanisations, a surname that only contains 'wong', fixed phones.
 */
// prettier-ignore
export const SEARCH_SHOWCASE: ShowcasePerson[] = [
  { ouCode: 'HPG-EU', departmentCode: null, title: 'Procurement Manager', email: 'jose.martinez@harbourpacific.co.uk',
    firstName: 'José', middleName: null, familyName: 'Martínez', localName: null, chineseName: null, displayName: 'José Martínez' },
  { ouCode: 'HPG-EU', departmentCode: null, title: 'Sales Director', email: 'francois.dubois@harbourpacific.co.uk',
    firstName: 'François', middleName: null, familyName: 'Dubois', localName: null, chineseName: null, displayName: 'François Dubois' },
  { ouCode: 'HPG-EU-DE', departmentCode: null, title: 'Logistics Coordinator', email: 'lukasz.kowalski@harbourpacific.co.uk',
    firstName: 'Łukasz', middleName: null, familyName: 'Kowalski', localName: null, chineseName: null, displayName: 'Łukasz Kowalski' },
  { ouCode: 'HPG-EU', departmentCode: null, title: 'Legal Counsel', email: 'siobhan.obrien@harbourpacific.co.uk',
    firstName: 'Siobhán', middleName: null, familyName: "O'Brien", localName: null, chineseName: null, displayName: "Siobhán O'Brien" },
  { ouCode: 'HPG-EU', departmentCode: null, title: 'Finance Manager', email: 'jeanluc.lefevre@harbourpacific.co.uk',
    firstName: 'Jean-Luc', middleName: null, familyName: 'Lefèvre', localName: null, chineseName: null, displayName: 'Jean-Luc Lefèvre' },
  { ouCode: 'HPG-HK', departmentCode: null, title: 'Operations Manager', email: 'michael.wong@harbourpacific.com.hk',
    firstName: 'Michael', middleName: null, familyName: 'Wong', localName: 'Wong Chi Ming', chineseName: '黃志明', displayName: 'Michael Wong' },
  { ouCode: 'HPG-HK-FIN', departmentCode: 'FINTR', title: 'Treasury Analyst', email: 'taiman.chan@harbourpacific.com.hk',
    firstName: 'Tai Man', middleName: null, familyName: 'Chan', localName: 'Chan Tai Man', chineseName: '陳大文', displayName: 'Chan Tai Man',
    phoneNumber: '29876543', phoneExtension: '8642', mobileNumber: '61234567' },
  { ouCode: 'HPG-SEA-TH', departmentCode: null, title: 'Account Manager', email: 'anan.srisawong@harbourpacific.com.sg',
    firstName: 'Anan', middleName: null, familyName: 'Srisawong', localName: null, chineseName: null, displayName: 'Anan Srisawong' },
];

/**
 * The demo directory: ORGANIZATION's head counts times `scale`, plus the demo account holders and the
 * regional heads listed twice. The same seed value always yields the same people, numbers and dates.
 */
export function generateDemoContacts(options: { seed?: number; scale?: number } = {}): ContactSeed[] {
  const random = new Random(options.seed ?? 20_240_601);
  const usedEmails = new Set(DEMO_PEOPLE.map((p) => p.email));
  const contacts: ContactSeed[] = DEMO_PEOPLE.map((person) => ({
    ...baseContact(
      random,
      ORGANIZATION.find((ou) => ou.code === person.ouCode)!,
      person,
    ),
    ...person,
    source: 'MANUAL',
    // Their grants are keyed by this email, and only a master contact's email change may move them.
    isMasterRecord: true,
  }));

  for (const ou of ORGANIZATION) {
    const count = Math.round(ou.contacts * (options.scale ?? 1));
    for (let i = 0; i < count; i++) {
      const name = personName(random, random.weighted(ou.cultures));
      const department = random.chance(0.92) ? random.pick(ou.departments) : null;
      const title = random.weighted(TITLES[department?.kind ?? 'admin']);
      const email = uniqueEmail(usedEmails, name, emailDomainOf(ou.code));
      contacts.push({
        ...baseContact(random, ou, { ...name, email }),
        ...name,
        ouCode: ou.code,
        departmentCode: department?.code ?? null,
        title,
        email,
      });
    }
  }

  // Regional heads also appear under the parent OU; the record in their own OU is the master one.
  const heads = contacts.filter((c) => /Director|Head of|General Manager|Chief/.test(c.title));
  for (const head of heads.slice(0, 25)) {
    const parent = ORGANIZATION.find((ou) => ou.code === head.ouCode)?.parent;
    if (!parent) continue;
    head.isMasterRecord = true;
    contacts.push({
      ...head,
      ouCode: parent,
      departmentCode: null,
      isMasterRecord: false,
      secondaryPhones: [],
    });
  }
  // Their own random stream, so adding them leaves every generated person above unchanged.
  const showcaseRandom = new Random(20_261_122);
  for (const { phoneNumber, phoneExtension, mobileNumber, ...person } of SEARCH_SHOWCASE) {
    const base = baseContact(
      showcaseRandom,
      ORGANIZATION.find((ou) => ou.code === person.ouCode)!,
      person,
    );
    contacts.push({
      ...base,
      ...person,
      phoneNumber: phoneNumber ?? base.phoneNumber,
      phoneExtension: phoneExtension ?? base.phoneExtension,
      mobileCountryCode: base.phoneCountryCode,
      mobileNumber: mobileNumber ?? base.mobileNumber,
      source: 'MANUAL',
    });
  }
  return contacts;
}

function uniqueEmail(used: Set<string>, name: PersonName, domain: string): string {
  const family = mailboxPart(name.familyName.replace(/^(bin|binti) /, ''));
  const base = `${mailboxPart(name.firstName)}.${family}`;
  let email = `${base}@${domain}`;
  for (let n = 2; used.has(email); n++) email = `${base}${n}@${domain}`;
  used.add(email);
  return email;
}

function baseContact(random: Random, ou: OuSeed, person: PersonName & { email: string }) {
  const dial = dialCodes.get(ou.country)!;
  const office = officePhone(random, ou.country, ou.phone);
  const hasMobile = random.chance(0.85);
  const createdAt = new Date(EPOCH + random.int(0, 6 * 365) * DAY + random.int(8, 18) * 3_600_000);
  const floor = ou.floors ? `${random.pick(ou.floors)}, ` : '';
  const domain = person.email.split('@')[1]!;
  const secondaryEmails: string[] = [];
  if (random.chance(0.18)) {
    // An alias on the group domain, or initials-style mailbox on their own.
    const alias =
      domain === 'harbourpacific.com'
        ? `${mailboxPart(person.firstName)[0]}${mailboxPart(person.familyName)}`
        : person.email.split('@')[0];
    secondaryEmails.push(`${alias}@${domain === 'harbourpacific.com' ? domain : 'harbourpacific.com'}`);
    if (random.chance(0.25))
      secondaryEmails.push(`${mailboxPart(person.familyName)}.${random.digits(3)}@${domain}`);
  }
  const secondaryPhones: PhoneSeed[] = [];
  if (random.chance(0.2)) {
    const second = officePhone(random, ou.country, ou.phone);
    secondaryPhones.push({ kind: 'PHONE', countryCode: dial, ...second, extension: null });
  }
  if (random.chance(0.1)) {
    secondaryPhones.push({
      kind: 'MOBILE',
      countryCode: dial,
      areaCode: null,
      number: mobilePhone(random, ou.country),
      extension: null,
    });
  }
  return {
    phoneCountryCode: dial,
    phoneAreaCode: office.areaCode,
    phoneNumber: office.number,
    phoneExtension: random.chance(0.7) ? random.digits(4) : null,
    mobileCountryCode: hasMobile ? dial : null,
    mobileNumber: hasMobile ? mobilePhone(random, ou.country) : null,
    fax: random.chance(0.3) ? formatFax(dial, ou.phone) : null,
    workingLocation: floor + ou.workingLocation,
    source: random.weighted<ContactSource>([
      ['MANUAL', 78],
      ['IMPORT', 12],
      ['OUSYNC', 8],
      ['USER', 2],
    ]),
    isMasterRecord: false,
    createdAt,
    modifiedAt: new Date(createdAt.getTime() + random.int(0, 400) * DAY),
    secondaryEmails,
    secondaryPhones,
  };
}
