// Harbour Pacific Group: a fictional Hong Kong-based conglomerate (property, logistics, hotels) with
// regional subsidiaries. Codes are stable: the seed upserts by them, and tests and demo grants name them.

export type Culture =
  'cantonese' | 'mandarin' | 'straits' | 'malay' | 'indian' | 'thai' | 'japanese' | 'western';
export type DepartmentKind =
  | 'exec'
  | 'finance'
  | 'hr'
  | 'it'
  | 'legal'
  | 'comms'
  | 'admin'
  | 'sales'
  | 'property'
  | 'facilities'
  | 'logistics'
  | 'engineering'
  | 'hotel';

export interface DepartmentSeed {
  code: string;
  name: string;
  nameZh: string;
  kind: DepartmentKind;
}

export interface OuSeed {
  code: string;
  name: string;
  nameZh: string;
  parent?: string;
  country: string;
  workingLocation: string;
  /** Hong Kong and mainland style "18/F" prefixes for contacts' working locations. */
  floors?: string[];
  website?: string;
  telexAndCable?: string;
  /** Trusted for sign-in (FN-0000) on this OU's subtree; also the email domain of its staff. */
  trustedDomain?: string;
  /** First digits of the office's direct lines; area code where the country has them. */
  phone: { area?: string; prefix: string };
  contacts: number;
  cultures: [Culture, number][];
  departments: DepartmentSeed[];
}

const d = (code: string, name: string, nameZh: string, kind: DepartmentKind): DepartmentSeed => ({
  code,
  name,
  nameZh,
  kind,
});

const HK_MIX: [Culture, number][] = [
  ['cantonese', 85],
  ['western', 7],
  ['mandarin', 5],
  ['indian', 3],
];
const HQ = 'Harbour Pacific Tower, 88 Gloucester Road, Wan Chai, Hong Kong';

export const ORGANIZATION: readonly OuSeed[] = [
  {
    code: 'HPG',
    name: 'Harbour Pacific Group',
    nameZh: '海港太平洋集團',
    country: 'HK',
    workingLocation: HQ,
    floors: ['38/F', '39/F', '40/F'],
    website: 'https://www.harbourpacific.com',
    telexAndCable: 'Telex 73215 HARPC HX; Cable HARBOURPAC',
    trustedDomain: 'harbourpacific.com',
    phone: { prefix: '2861' },
    contacts: 150,
    cultures: [
      ['cantonese', 70],
      ['western', 20],
      ['mandarin', 6],
      ['indian', 4],
    ],
    departments: [
      d('GEXO', 'Group Executive Office', '集團行政總裁辦公室', 'exec'),
      d('GFIN', 'Group Finance', '集團財務部', 'finance'),
      d('GHRM', 'Group Human Resources', '集團人力資源部', 'hr'),
      d('GITS', 'Group Information Technology', '集團資訊科技部', 'it'),
      d('GLEG', 'Group Legal and Compliance', '集團法律及合規部', 'legal'),
      d('GCOM', 'Corporate Communications', '企業傳訊部', 'comms'),
      d('GAUD', 'Internal Audit', '內部審計部', 'finance'),
      d('GRSK', 'Group Risk Management', '集團風險管理部', 'legal'),
    ],
  },
  {
    code: 'HPG-HK',
    name: 'Harbour Pacific Hong Kong',
    nameZh: '海港太平洋香港',
    parent: 'HPG',
    country: 'HK',
    workingLocation: HQ,
    floors: ['18/F', '19/F', '20/F', '21/F'],
    website: 'https://www.harbourpacific.com.hk',
    trustedDomain: 'harbourpacific.com.hk',
    phone: { prefix: '2862' },
    contacts: 230,
    cultures: HK_MIX,
    departments: [
      d('HKADM', 'Administration', '行政部', 'admin'),
      d('HKHRM', 'Human Resources', '人力資源部', 'hr'),
      d('HKITS', 'IT Services', '資訊科技服務部', 'it'),
      d('HKSAL', 'Sales and Marketing', '銷售及市場部', 'sales'),
      d('HKCSV', 'Customer Service', '客戶服務部', 'sales'),
    ],
  },
  {
    code: 'HPG-HK-FIN',
    name: 'Hong Kong Finance',
    nameZh: '香港財務部',
    parent: 'HPG-HK',
    country: 'HK',
    workingLocation: HQ,
    floors: ['22/F', '23/F'],
    phone: { prefix: '2863' },
    contacts: 90,
    cultures: HK_MIX,
    departments: [
      d('FINAP', 'Accounts Payable', '應付賬款組', 'finance'),
      d('FINAR', 'Accounts Receivable', '應收賬款組', 'finance'),
      d('FINTR', 'Treasury', '庫務組', 'finance'),
      d('FINTX', 'Taxation', '稅務組', 'finance'),
      d('FINFP', 'Financial Planning and Analysis', '財務策劃及分析組', 'finance'),
    ],
  },
  {
    code: 'HPG-HK-PRO',
    name: 'Harbour Pacific Properties (Hong Kong)',
    nameZh: '海港太平洋地產（香港）',
    parent: 'HPG-HK',
    country: 'HK',
    workingLocation: 'Harbour Pacific Plaza, 1 Hoi Wang Road, Yau Ma Tei, Kowloon, Hong Kong',
    floors: ['8/F', '9/F', '10/F'],
    website: 'https://properties.harbourpacific.com.hk',
    phone: { prefix: '2730' },
    contacts: 120,
    cultures: HK_MIX,
    departments: [
      d('PROLS', 'Leasing', '租務部', 'property'),
      d('PRODV', 'Project Development', '項目發展部', 'property'),
      d('PROVL', 'Valuation and Research', '估值及研究部', 'property'),
    ],
  },
  {
    code: 'HPG-HK-PRO-PM',
    name: 'Harbour Pacific Property Management',
    nameZh: '海港太平洋物業管理',
    parent: 'HPG-HK-PRO',
    country: 'HK',
    workingLocation: 'Harbour Pacific Plaza, 1 Hoi Wang Road, Yau Ma Tei, Kowloon, Hong Kong',
    floors: ['G/F', '2/F', '3/F'],
    phone: { prefix: '2731' },
    contacts: 160,
    cultures: HK_MIX,
    departments: [
      d('PMFAC', 'Facilities Management', '設施管理部', 'facilities'),
      d('PMSEC', 'Security Services', '保安服務部', 'facilities'),
      d('PMTEN', 'Tenant Services', '租戶服務部', 'property'),
    ],
  },
  {
    code: 'HPG-HK-LOG',
    name: 'Harbour Pacific Logistics (Hong Kong)',
    nameZh: '海港太平洋物流（香港）',
    parent: 'HPG-HK',
    country: 'HK',
    workingLocation:
      'Harbour Pacific Logistics Centre, 9 Container Port Road South, Kwai Chung, New Territories, Hong Kong',
    floors: ['5/F', '6/F', '7/F'],
    website: 'https://logistics.harbourpacific.com.hk',
    phone: { prefix: '2481' },
    contacts: 150,
    cultures: HK_MIX,
    departments: [
      d('LOGWH', 'Warehousing', '倉務部', 'logistics'),
      d('LOGFF', 'Freight Forwarding', '貨運代理部', 'logistics'),
      d('LOGCB', 'Customs Brokerage', '報關部', 'logistics'),
    ],
  },
  {
    code: 'HPG-HK-LOG-KT',
    name: 'Kwai Tsing Terminal Operations',
    nameZh: '葵青碼頭營運',
    parent: 'HPG-HK-LOG',
    country: 'HK',
    workingLocation: 'Berth 9, Kwai Tsing Container Terminals, Kwai Chung, New Territories, Hong Kong',
    floors: ['1/F', '2/F'],
    phone: { prefix: '2482' },
    contacts: 180,
    cultures: HK_MIX,
    departments: [
      d('KTOPS', 'Terminal Operations', '碼頭營運部', 'logistics'),
      d('KTENG', 'Engineering and Maintenance', '工程及維修部', 'engineering'),
      d('KTSAF', 'Safety and Environment', '安全及環境部', 'engineering'),
    ],
  },
  {
    code: 'HPG-HK-HTL',
    name: 'Harbour Pacific Hotels (Hong Kong)',
    nameZh: '海港太平洋酒店（香港）',
    parent: 'HPG-HK',
    country: 'HK',
    workingLocation: 'Harbour Pacific Hotel, 20 Salisbury Road, Tsim Sha Tsui, Kowloon, Hong Kong',
    floors: ['LG/F', '3/F', '5/F'],
    website: 'https://hotels.harbourpacific.com.hk',
    phone: { prefix: '2315' },
    contacts: 200,
    cultures: HK_MIX,
    departments: [
      d('HTLFO', 'Front Office', '前堂部', 'hotel'),
      d('HTLFB', 'Food and Beverage', '餐飲部', 'hotel'),
      d('HTLHK', 'Housekeeping', '房務部', 'hotel'),
      d('HTLSE', 'Sales and Events', '銷售及宴會部', 'sales'),
    ],
  },
  {
    code: 'HPG-CN',
    name: 'Harbour Pacific China',
    nameZh: '海港太平洋中國',
    parent: 'HPG',
    country: 'CN',
    workingLocation: 'Harbour Pacific Centre, 1000 Lujiazui Ring Road, Pudong New Area, Shanghai, China',
    floors: ['28/F', '29/F'],
    website: 'https://www.harbourpacific.cn',
    trustedDomain: 'harbourpacific.cn',
    phone: { area: '21', prefix: '6881' },
    contacts: 80,
    cultures: [
      ['mandarin', 88],
      ['cantonese', 7],
      ['western', 5],
    ],
    departments: [
      d('CNADM', 'Administration', '行政部', 'admin'),
      d('CNFIN', 'Finance', '財務部', 'finance'),
      d('CNHRM', 'Human Resources', '人力資源部', 'hr'),
    ],
  },
  {
    code: 'HPG-CN-SH',
    name: 'Harbour Pacific Logistics (Shanghai)',
    nameZh: '海港太平洋物流（上海）',
    parent: 'HPG-CN',
    country: 'CN',
    workingLocation: '188 Gangcheng Road, Waigaoqiao Free Trade Zone, Pudong New Area, Shanghai, China',
    floors: ['3/F', '4/F'],
    phone: { area: '21', prefix: '5046' },
    contacts: 90,
    cultures: [
      ['mandarin', 95],
      ['cantonese', 5],
    ],
    departments: [
      d('SHLOG', 'Logistics Operations', '物流營運部', 'logistics'),
      d('SHSAL', 'Sales', '銷售部', 'sales'),
    ],
  },
  {
    code: 'HPG-CN-SZ',
    name: 'Harbour Pacific Trading (Shenzhen)',
    nameZh: '海港太平洋貿易（深圳）',
    parent: 'HPG-CN',
    country: 'CN',
    workingLocation:
      'Qianhai Harbour Pacific Building, 55 Guiwan 5th Road, Nanshan District, Shenzhen, China',
    floors: ['12/F', '15/F'],
    phone: { area: '755', prefix: '8662' },
    contacts: 70,
    cultures: [
      ['mandarin', 85],
      ['cantonese', 15],
    ],
    departments: [d('SZTRD', 'Trading', '貿易部', 'sales'), d('SZPRC', 'Procurement', '採購部', 'admin')],
  },
  {
    code: 'HPG-SEA',
    name: 'Harbour Pacific South-East Asia',
    nameZh: '海港太平洋東南亞',
    parent: 'HPG',
    country: 'SG',
    workingLocation: '30 Raffles Place, #18-01, Singapore 048622',
    website: 'https://www.harbourpacific.com.sg',
    trustedDomain: 'harbourpacific.com.sg',
    phone: { prefix: '6511' },
    contacts: 60,
    cultures: [
      ['straits', 62],
      ['malay', 13],
      ['indian', 13],
      ['western', 12],
    ],
    departments: [
      d('SEAFN', 'Regional Finance', '區域財務部', 'finance'),
      d('SEAHR', 'Regional Human Resources', '區域人力資源部', 'hr'),
      d('SEABD', 'Business Development', '業務發展部', 'sales'),
    ],
  },
  {
    code: 'HPG-SEA-MY',
    name: 'Harbour Pacific Malaysia',
    nameZh: '海港太平洋馬來西亞',
    parent: 'HPG-SEA',
    country: 'MY',
    workingLocation: 'Level 25, Menara Harbour Pacific, Jalan Sultan Ismail, 50250 Kuala Lumpur, Malaysia',
    trustedDomain: 'harbourpacific.com.my',
    phone: { area: '3', prefix: '2171' },
    contacts: 60,
    cultures: [
      ['malay', 50],
      ['straits', 35],
      ['indian', 15],
    ],
    departments: [
      d('MYOPS', 'Port Operations', '港口營運部', 'logistics'),
      d('MYSAL', 'Sales', '銷售部', 'sales'),
    ],
  },
  {
    code: 'HPG-SEA-TH',
    name: 'Harbour Pacific Thailand',
    nameZh: '海港太平洋泰國',
    parent: 'HPG-SEA',
    country: 'TH',
    workingLocation:
      '21st Floor, Harbour Pacific Tower, 989 Rama I Road, Pathum Wan, Bangkok 10330, Thailand',
    phone: { area: '2', prefix: '658' },
    contacts: 50,
    cultures: [
      ['thai', 85],
      ['western', 10],
      ['straits', 5],
    ],
    departments: [
      d('THLOG', 'Logistics', '物流部', 'logistics'),
      d('THADM', 'Administration', '行政部', 'admin'),
    ],
  },
  {
    code: 'HPG-JP',
    name: 'Harbour Pacific Japan',
    nameZh: '海港太平洋日本',
    parent: 'HPG',
    country: 'JP',
    workingLocation: '14F Marunouchi Harbour Building, 2-4-1 Marunouchi, Chiyoda-ku, Tokyo 100-6314, Japan',
    website: 'https://www.harbourpacific.co.jp',
    trustedDomain: 'harbourpacific.co.jp',
    phone: { area: '3', prefix: '5219' },
    contacts: 50,
    cultures: [
      ['japanese', 90],
      ['western', 10],
    ],
    departments: [d('JPSAL', 'Sales', '銷售部', 'sales'), d('JPADM', 'Administration', '行政部', 'admin')],
  },
  {
    code: 'HPG-ANZ',
    name: 'Harbour Pacific Australia',
    nameZh: '海港太平洋澳洲',
    parent: 'HPG',
    country: 'AU',
    workingLocation: 'Level 20, 1 Harbour Street, Sydney NSW 2000, Australia',
    website: 'https://www.harbourpacific.com.au',
    trustedDomain: 'harbourpacific.com.au',
    phone: { area: '2', prefix: '9290' },
    contacts: 60,
    cultures: [
      ['western', 75],
      ['cantonese', 10],
      ['mandarin', 8],
      ['indian', 7],
    ],
    departments: [
      d('AUPRO', 'Property', '地產部', 'property'),
      d('AUFIN', 'Finance', '財務部', 'finance'),
      d('AULOG', 'Logistics', '物流部', 'logistics'),
    ],
  },
  {
    code: 'HPG-ANZ-NZ',
    name: 'Harbour Pacific New Zealand',
    nameZh: '海港太平洋新西蘭',
    parent: 'HPG-ANZ',
    country: 'NZ',
    workingLocation: 'Level 8, 125 Queen Street, Auckland 1010, New Zealand',
    trustedDomain: 'harbourpacific.co.nz',
    phone: { area: '9', prefix: '309' },
    contacts: 30,
    cultures: [
      ['western', 85],
      ['cantonese', 8],
      ['indian', 7],
    ],
    departments: [d('NZOPS', 'Operations', '營運部', 'logistics')],
  },
  {
    code: 'HPG-EU',
    name: 'Harbour Pacific Europe',
    nameZh: '海港太平洋歐洲',
    parent: 'HPG',
    country: 'GB',
    workingLocation: '12th Floor, 40 Bank Street, Canary Wharf, London E14 5NR, United Kingdom',
    website: 'https://www.harbourpacific.co.uk',
    trustedDomain: 'harbourpacific.co.uk',
    phone: { area: '20', prefix: '7946' },
    contacts: 50,
    cultures: [
      ['western', 85],
      ['cantonese', 8],
      ['indian', 7],
    ],
    departments: [
      d('EUFIN', 'Finance', '財務部', 'finance'),
      d('EULEG', 'Legal', '法律部', 'legal'),
      d('EUSAL', 'Sales', '銷售部', 'sales'),
    ],
  },
  {
    code: 'HPG-EU-DE',
    name: 'Harbour Pacific Deutschland',
    nameZh: '海港太平洋德國',
    parent: 'HPG-EU',
    country: 'DE',
    workingLocation: 'Am Sandtorkai 50, 20457 Hamburg, Germany',
    trustedDomain: 'harbourpacific.de',
    phone: { area: '40', prefix: '3609' },
    contacts: 40,
    cultures: [['western', 100]],
    departments: [d('DELOG', 'Logistics', '物流部', 'logistics'), d('DESAL', 'Sales', '銷售部', 'sales')],
  },
  {
    code: 'HPG-NA',
    name: 'Harbour Pacific North America',
    nameZh: '海港太平洋北美',
    parent: 'HPG',
    country: 'CA',
    workingLocation: 'Suite 2100, 1055 West Georgia Street, Vancouver, BC V6E 3P3, Canada',
    phone: { area: '604', prefix: '555' },
    contacts: 30,
    cultures: [
      ['western', 60],
      ['cantonese', 25],
      ['mandarin', 10],
      ['indian', 5],
    ],
    departments: [d('NAFIN', 'Finance', '財務部', 'finance'), d('NASAL', 'Sales', '銷售部', 'sales')],
  },
  {
    code: 'HPG-NA-US',
    name: 'Harbour Pacific USA',
    nameZh: '海港太平洋美國',
    parent: 'HPG-NA',
    country: 'US',
    workingLocation: 'Suite 3100, 355 South Grand Avenue, Los Angeles, CA 90071, United States',
    phone: { area: '213', prefix: '555' },
    contacts: 50,
    cultures: [
      ['western', 75],
      ['cantonese', 12],
      ['mandarin', 8],
      ['indian', 5],
    ],
    departments: [d('USLOG', 'Logistics', '物流部', 'logistics'), d('USSAL', 'Sales', '銷售部', 'sales')],
  },
];

/** An OU's staff use the nearest trusted domain up the tree. */
const byCode = new Map(ORGANIZATION.map((ou) => [ou.code, ou]));

export function emailDomainOf(code: string): string {
  for (let ou = byCode.get(code); ou; ou = ou.parent ? byCode.get(ou.parent) : undefined) {
    if (ou.trustedDomain) return ou.trustedDomain;
  }
  throw new Error(`no email domain for ${code}`);
}
