import type { Random } from './random.js';

export interface PhoneParts {
  areaCode: string | null;
  number: string;
}

// Digits only (the product's phone inputs strip everything else). The shapes are the real national ones;
// the US, Canadian and UK numbers sit in the ranges reserved for fiction (555-01xx, 07700 900xxx).
// prettier-ignore
const MOBILE: Record<string, (r: Random) => string> = {
  HK: (r) => r.pick(['5', '6', '9']) + r.digits(7),
  CN: (r) => r.pick(['139', '158', '186', '137']) + r.digits(8),
  SG: (r) => r.pick(['8', '9']) + r.digits(7),
  MY: (r) => r.pick(['12', '13', '16', '17', '19']) + r.digits(7),
  TH: (r) => r.pick(['81', '86', '89', '92']) + r.digits(7),
  JP: (r) => r.pick(['90', '80', '70']) + r.digits(8),
  AU: (r) => '4' + r.digits(8),
  NZ: (r) => r.pick(['21', '22', '27']) + r.digits(7),
  GB: (r) => '7700900' + r.digits(3),
  DE: (r) => r.pick(['151', '160', '171']) + r.digits(8),
  US: (r) => r.pick(['323', '310']) + '55501' + r.digits(2),
  CA: (r) => r.pick(['778', '604']) + '55501' + r.digits(2),
};

/** National significant number lengths of the office lines, without the area code. */
const OFFICE_LENGTH: Record<string, number> = {
  HK: 8,
  CN: 8,
  SG: 8,
  MY: 8,
  TH: 7,
  JP: 8,
  AU: 8,
  NZ: 7,
  GB: 8,
  DE: 8,
};

export function officePhone(
  random: Random,
  country: string,
  office: { area?: string; prefix: string },
): PhoneParts {
  const areaCode = office.area ?? null;
  if (country === 'US' || country === 'CA')
    return { areaCode, number: `${office.prefix}01${random.digits(2)}` };
  const length = OFFICE_LENGTH[country] ?? 8;
  return { areaCode, number: office.prefix + random.digits(length - office.prefix.length) };
}

export function mobilePhone(random: Random, country: string): string {
  return (MOBILE[country] ?? MOBILE.HK!)(random);
}

export function formatFax(dialCode: string, office: { area?: string; prefix: string }): string {
  const tail = office.prefix === '555' ? '0100' : '0000';
  return `+${dialCode} ${office.area ? `${office.area} ` : ''}${office.prefix} ${tail}`;
}
