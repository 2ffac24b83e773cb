import type { Random } from './random.js';
import type { Culture } from './organization.js';

export interface PersonName {
  firstName: string;
  middleName: string | null;
  familyName: string;
  localName: string | null;
  chineseName: string | null;
  displayName: string;
}

type Gender = 'm' | 'f';
/** [romanised, characters, gender] */
type Given = readonly [string, string, Gender];
/** [romanised, characters, frequency weight] */
type Surname = readonly [string, string, number];

// Hong Kong romanisation (as on HKID cards) of common surnames and given names, in Traditional Chinese.
// prettier-ignore
const CANTONESE_SURNAMES: Surname[] = [
  ['Chan', '陳', 12], ['Wong', '黃', 11], ['Lee', '李', 8], ['Cheung', '張', 7], ['Leung', '梁', 6],
  ['Lau', '劉', 6], ['Lam', '林', 5], ['Ho', '何', 5], ['Ng', '吳', 4], ['Kwok', '郭', 3], ['Ma', '馬', 3],
  ['Law', '羅', 3], ['Cheng', '鄭', 3], ['Tse', '謝', 3], ['Yip', '葉', 3], ['Tang', '鄧', 3], ['Mak', '麥', 2],
  ['Fung', '馮', 2], ['Tsang', '曾', 2], ['Choi', '蔡', 2], ['Hui', '許', 2], ['Yuen', '袁', 2], ['So', '蘇', 2],
  ['Lo', '盧', 2], ['Mok', '莫', 1], ['Ng', '伍', 1], ['Pang', '彭', 1], ['Poon', '潘', 1], ['Yu', '余', 1],
  ['Au', '區', 1], ['Au Yeung', '歐陽', 1], ['Szeto', '司徒', 1],
];
// prettier-ignore
const CANTONESE_GIVEN: Given[] = [
  ['Tai Man', '大文', 'm'], ['Chi Ming', '志明', 'm'], ['Ka Ho', '家豪', 'm'], ['Wai Keung', '偉強', 'm'],
  ['Chun Kit', '俊傑', 'm'], ['Kwok Wah', '國華', 'm'], ['Tsz Hin', '子軒', 'm'], ['Ho Yin', '浩然', 'm'],
  ['Chun Pong', '振邦', 'm'], ['Kin Kwok', '建國', 'm'], ['Wing Hong', '永康', 'm'], ['Ka Fai', '家輝', 'm'],
  ['Chi Wai', '志偉', 'm'], ['Man Kit', '文傑', 'm'], ['Kam Wing', '錦榮', 'm'], ['Ka Chun', '嘉俊', 'm'],
  ['Lok Hei', '樂希', 'm'], ['Tin Yau', '天佑', 'm'], ['Siu Lung', '兆龍', 'm'], ['Hon Ming', '漢明', 'm'],
  ['Ka Yan', '嘉欣', 'f'], ['Wing Sze', '詠詩', 'f'], ['Mei Ling', '美玲', 'f'], ['Shuk Yee', '淑儀', 'f'],
  ['Lai Wah', '麗華', 'f'], ['Siu Fun', '少芬', 'f'], ['Hiu Tung', '曉彤', 'f'], ['Nga Ting', '雅婷', 'f'],
  ['Wai Man', '慧敏', 'f'], ['Hoi Lam', '凱琳', 'f'], ['Pik Shan', '碧珊', 'f'], ['Mei Yee', '美儀', 'f'],
  ['Kit Ying', '潔瑩', 'f'], ['Wing Yi', '穎怡', 'f'], ['Chung Yan', '頌恩', 'f'], ['Pui Shan', '佩珊', 'f'],
  ['Sze Wing', '思穎', 'f'], ['Yuen Ting', '婉婷', 'f'], ['Suet Man', '雪雯', 'f'], ['On Kei', '安琪', 'f'],
];
// prettier-ignore
const HK_ENGLISH: Record<Gender, string[]> = {
  m: ['Peter', 'Michael', 'Kelvin', 'Ivan', 'Eric', 'Raymond', 'Kenneth', 'Alan', 'Vincent', 'Tommy', 'Jason',
    'Samuel', 'Terence', 'Wilson', 'Edmund', 'Anthony', 'Gary', 'Dickson', 'Kenny', 'Patrick', 'Ricky', 'Stanley'],
  f: ['Carmen', 'Cindy', 'Winnie', 'Karen', 'Fiona', 'Joyce', 'Vivian', 'Queenie', 'Gloria', 'Irene', 'Candy',
    'Mandy', 'Ada', 'Bonnie', 'Teresa', 'Phoebe', 'Sharon', 'Yvonne', 'Cherry', 'Jessica', 'Stephanie', 'Kitty'],
};

// prettier-ignore
const MANDARIN_SURNAMES: Surname[] = [
  ['Wang', '王', 9], ['Li', '李', 9], ['Zhang', '張', 8], ['Liu', '劉', 6], ['Chen', '陳', 6], ['Yang', '楊', 4],
  ['Zhao', '趙', 3], ['Huang', '黃', 3], ['Zhou', '周', 3], ['Wu', '吳', 3], ['Xu', '徐', 2], ['Sun', '孫', 2],
  ['Hu', '胡', 2], ['Zhu', '朱', 2], ['Gao', '高', 2], ['Lin', '林', 2], ['He', '何', 2], ['Guo', '郭', 2],
  ['Ma', '馬', 2], ['Luo', '羅', 1],
];
// prettier-ignore
const MANDARIN_GIVEN: Given[] = [
  ['Wei', '偉', 'm'], ['Lei', '磊', 'm'], ['Jun', '軍', 'm'], ['Yang', '洋', 'm'], ['Qiang', '強', 'm'],
  ['Haoyu', '浩宇', 'm'], ['Junjie', '俊傑', 'm'], ['Zhiqiang', '志強', 'm'], ['Jianhua', '建華', 'm'],
  ['Minghui', '明輝', 'm'], ['Tao', '濤', 'm'], ['Yifan', '一帆', 'm'],
  ['Fang', '芳', 'f'], ['Jing', '靜', 'f'], ['Min', '敏', 'f'], ['Li', '麗', 'f'], ['Ting', '婷', 'f'],
  ['Zihan', '子涵', 'f'], ['Xinyi', '欣怡', 'f'], ['Xuemei', '雪梅', 'f'], ['Xiaoyan', '曉燕', 'f'],
  ['Jiaqi', '佳琪', 'f'], ['Yue', '悅', 'f'], ['Shuang', '爽', 'f'],
];
// prettier-ignore
const MAINLAND_ENGLISH: Record<Gender, string[]> = {
  m: ['Kevin', 'Jack', 'Leo', 'Tony', 'Frank', 'Eric', 'Steven', 'Bruce', 'Allen'],
  f: ['Lily', 'Grace', 'Cathy', 'Sophia', 'Amy', 'Helen', 'Coco', 'Echo', 'Iris'],
};

// Hokkien and Teochew romanisations as used in Singapore and Malaysia.
// prettier-ignore
const STRAITS_SURNAMES: Surname[] = [
  ['Tan', '陳', 10], ['Lim', '林', 8], ['Lee', '李', 6], ['Ng', '黃', 5], ['Ong', '王', 4], ['Goh', '吳', 4],
  ['Chua', '蔡', 3], ['Teo', '張', 3], ['Koh', '許', 3], ['Yeo', '楊', 2], ['Tay', '鄭', 2], ['Chew', '周', 2],
  ['Quek', '郭', 1], ['Sim', '沈', 1],
];
// prettier-ignore
const STRAITS_GIVEN: Given[] = [
  ['Wei Ming', '偉明', 'm'], ['Chee Keong', '志強', 'm'], ['Jun Jie', '俊傑', 'm'], ['Jia Hao', '家豪', 'm'],
  ['Kok Keong', '國強', 'm'], ['Kian Meng', '建明', 'm'], ['Boon Huat', '文發', 'm'], ['Eng Soon', '榮順', 'm'],
  ['Hui Min', '慧敏', 'f'], ['Mei Ling', '美玲', 'f'], ['Lay Hwa', '麗華', 'f'], ['Siew Fun', '淑芬', 'f'],
  ['Siew Eng', '秀英', 'f'], ['Pei Ling', '佩玲', 'f'], ['Xin Yi', '欣怡', 'f'], ['Li Ting', '麗婷', 'f'],
];
// prettier-ignore
const STRAITS_ENGLISH: Record<Gender, string[]> = {
  m: ['Daniel', 'Benjamin', 'Marcus', 'Jonathan', 'Gabriel', 'Joel', 'Ryan', 'Terence', 'Desmond'],
  f: ['Rachel', 'Michelle', 'Jasmine', 'Valerie', 'Germaine', 'Felicia', 'Charmaine', 'Audrey', 'Cheryl'],
};

// prettier-ignore
const MALAY_GIVEN: Record<Gender, string[]> = {
  m: ['Ahmad', 'Muhammad Faizal', 'Hafiz', 'Azlan', 'Razak', 'Iskandar', 'Shahrul Nizam', 'Amirul'],
  f: ['Nur Aisyah', 'Siti Aminah', 'Farah', 'Nurul Huda', 'Aishah', 'Zarina', 'Noraini', 'Nur Izzati'],
};
const MALAY_FATHERS = ['Ismail', 'Abdullah', 'Hassan', 'Yusof', 'Rahman', 'Osman', 'Ibrahim', 'Hamid'];

// prettier-ignore
const INDIAN_GIVEN: Record<Gender, string[]> = {
  m: ['Rajesh', 'Arun', 'Vikram', 'Sanjay', 'Suresh', 'Karthik', 'Anil', 'Rohan'],
  f: ['Priya', 'Anjali', 'Kavitha', 'Deepa', 'Lakshmi', 'Meera', 'Divya', 'Shalini'],
};
const INDIAN_FAMILY = [
  'Kumar',
  'Patel',
  'Singh',
  'Nair',
  'Menon',
  'Pillai',
  'Sharma',
  "D'Souza",
  'Rao',
  'Iyer',
];

/** [romanised, Thai script] */
// prettier-ignore
const THAI_GIVEN: Record<Gender, [string, string][]> = {
  m: [['Somchai', 'สมชาย'], ['Anan', 'อนันต์'], ['Prasert', 'ประเสริฐ'], ['Wichai', 'วิชัย'], ['Kittisak', 'กิตติศักดิ์'], ['Thanawat', 'ธนวัฒน์']],
  f: [['Siriporn', 'ศิริพร'], ['Malee', 'มาลี'], ['Nattaya', 'ณัฐยา'], ['Kanokwan', 'กนกวรรณ'], ['Pimchanok', 'พิมพ์ชนก'], ['Suda', 'สุดา']],
};
// prettier-ignore
const THAI_FAMILY: [string, string][] = [
  ['Jaidee', 'ใจดี'], ['Srisuk', 'ศรีสุข'], ['Wongsawat', 'วงศ์สวัสดิ์'], ['Chaiyaporn', 'ชัยพร'],
  ['Rattanakorn', 'รัตนากร'], ['Saetang', 'แซ่ตั้ง'], ['Boonmee', 'บุญมี'], ['Sukprasert', 'สุขประเสริฐ'],
];

/** [romanised, kanji] */
// prettier-ignore
const JAPANESE_FAMILY: [string, string][] = [
  ['Sato', '佐藤'], ['Suzuki', '鈴木'], ['Takahashi', '高橋'], ['Tanaka', '田中'], ['Watanabe', '渡辺'],
  ['Itō', '伊藤'], ['Yamamoto', '山本'], ['Nakamura', '中村'], ['Kobayashi', '小林'], ['Katō', '加藤'],
];
// prettier-ignore
const JAPANESE_GIVEN: Record<Gender, [string, string][]> = {
  m: [['Hiroshi', '博'], ['Takeshi', '健'], ['Kenji', '健二'], ['Daisuke', '大輔'], ['Taro', '太郎'], ['Shota', '翔太'], ['Kōji', '浩二']],
  f: [['Yuko', '裕子'], ['Akiko', '明子'], ['Haruka', '遥'], ['Yui', '結衣'], ['Naomi', '直美'], ['Emi', '恵美']],
};

// Accents and apostrophes on purpose: search must find José by "jose" and O'Connor by "o'connor".
// prettier-ignore
const WESTERN_GIVEN: Record<Gender, string[]> = {
  m: ['James', 'John', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Thomas', 'Daniel', 'Matthew',
    'Andrew', 'Oliver', 'Harry', 'George', 'Jack', 'Liam', 'Noah', 'Lucas', 'José', 'François', 'Björn',
    'Søren', 'Łukasz', 'Jürgen', 'Andrés', 'Noël', 'Seán', 'René', 'Stefan', 'Markus', 'Pierre', 'Luca'],
  f: ['Mary', 'Elizabeth', 'Sarah', 'Emma', 'Olivia', 'Sophie', 'Charlotte', 'Emily', 'Hannah', 'Jessica',
    'Laura', 'Rachel', 'Zoë', 'Chloé', 'Renée', 'Siobhán', 'Mónica', 'Åsa', 'Inés', 'Anaïs', 'Céline',
    'Léa', 'Greta', 'Anna', 'Julia', 'Katarzyna', 'Ingrid', 'Niamh'],
};
const WESTERN_MIDDLE = ['James', 'Marie', 'Louise', 'John', 'Anne', 'Edward', 'Grace', 'Alexander', 'Rose'];
// prettier-ignore
const WESTERN_FAMILY = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright',
  'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Clarke', 'Martin', 'Anderson',
  'Miller', 'Davis', 'Moore', "O'Connor", "O'Brien", "O'Neill", "O'Sullivan", "D'Angelo", 'García', 'Martínez',
  'Núñez', 'Müller', 'Schröder', 'Schmidt', 'Fischer', 'Becker', 'Dubois', 'Lefèvre', 'Rossi', 'Bianchi',
  'Kowalski', 'Nowak', 'Nielsen', 'Søndergaard', 'Lloyd-Davies', 'MacDonald', 'Fitzgerald',
];

function surname(random: Random, pool: Surname[]): Surname {
  return random.weighted(pool.map((s) => [s, s[2]] as const));
}

function chineseStyle(
  random: Random,
  surnames: Surname[],
  given: Given[],
  english: Record<Gender, string[]>,
  englishShare: number,
): PersonName {
  const [family, familyChars] = surname(random, surnames);
  const [givenRoman, givenChars, gender] = random.pick(given);
  const englishName = random.chance(englishShare) ? random.pick(english[gender]) : null;
  return {
    firstName: englishName ?? givenRoman,
    middleName: null,
    familyName: family,
    localName: `${family} ${givenRoman}`,
    chineseName: familyChars + givenChars,
    // Hong Kong habit: "Peter Chan" when there is an English name, "Chan Tai Man" when there is not.
    displayName: englishName ? `${englishName} ${family}` : `${family} ${givenRoman}`,
  };
}

export function personName(random: Random, culture: Culture): PersonName {
  const gender: Gender = random.chance(0.5) ? 'm' : 'f';
  switch (culture) {
    case 'cantonese':
      return chineseStyle(random, CANTONESE_SURNAMES, CANTONESE_GIVEN, HK_ENGLISH, 0.75);
    case 'mandarin':
      return chineseStyle(random, MANDARIN_SURNAMES, MANDARIN_GIVEN, MAINLAND_ENGLISH, 0.4);
    case 'straits':
      return chineseStyle(random, STRAITS_SURNAMES, STRAITS_GIVEN, STRAITS_ENGLISH, 0.6);
    case 'malay': {
      const first = random.pick(MALAY_GIVEN[gender]);
      const family = `${gender === 'm' ? 'bin' : 'binti'} ${random.pick(MALAY_FATHERS)}`;
      return plain(first, null, family, null);
    }
    case 'indian':
      return plain(random.pick(INDIAN_GIVEN[gender]), null, random.pick(INDIAN_FAMILY), null);
    case 'thai': {
      const [first, firstThai] = random.pick(THAI_GIVEN[gender]);
      const [family, familyThai] = random.pick(THAI_FAMILY);
      return plain(first, null, family, `${firstThai} ${familyThai}`);
    }
    case 'japanese': {
      const [family, familyKanji] = random.pick(JAPANESE_FAMILY);
      const [first, firstKanji] = random.pick(JAPANESE_GIVEN[gender]);
      return plain(first, null, family, `${familyKanji} ${firstKanji}`);
    }
    case 'western': {
      const middle = random.chance(0.25) ? random.pick(WESTERN_MIDDLE) : null;
      return plain(random.pick(WESTERN_GIVEN[gender]), middle, random.pick(WESTERN_FAMILY), null);
    }
  }
}

function plain(
  firstName: string,
  middleName: string | null,
  familyName: string,
  localName: string | null,
): PersonName {
  return {
    firstName,
    middleName,
    familyName,
    localName,
    chineseName: null,
    displayName: `${firstName} ${familyName}`,
  };
}
