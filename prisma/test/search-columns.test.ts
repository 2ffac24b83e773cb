import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

// The trigger of migration search_tokens (decision 020) keeps the search columns for every writer.
describe('contact search columns', () => {
  let db: TestDatabase;
  let ouId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    const ou = await db.prisma.organizationUnit.create({
      data: { code: 'T', name: 'Test', path: '/', depth: 0, createdBy: 't', modifiedBy: 't' },
    });
    ouId = ou.id;
  }, 60_000);
  afterAll(() => db.drop());

  const create = (data: Record<string, string | null>) =>
    db.prisma.contact.create({
      data: {
        ouId,
        firstName: data.firstName ?? 'X',
        familyName: data.familyName ?? 'Y',
        displayName: data.displayName ?? 'X Y',
        middleName: data.middleName ?? null,
        localName: data.localName ?? null,
        chineseName: data.chineseName ?? null,
        title: data.title ?? null,
        email: data.email ?? null,
        phoneCountryCode: data.phoneCountryCode ?? null,
        phoneAreaCode: data.phoneAreaCode ?? null,
        phoneNumber: data.phoneNumber ?? null,
        phoneExtension: data.phoneExtension ?? null,
        mobileCountryCode: data.mobileCountryCode ?? null,
        mobileNumber: data.mobileNumber ?? null,
        createdBy: 't',
        modifiedBy: 't',
      },
    });

  it('folds accents, keeps apostrophes and hyphens joined and split, and lists prefixes and full names', async () => {
    const c = await create({
      firstName: 'Jean-Luc',
      familyName: "O'Brien",
      displayName: "Jean-Luc O'Brien",
      middleName: 'Łukasz',
      email: 'jeanluc.obrien@example.com',
      title: 'Head of IT',
    });
    expect(c.searchTokens).toEqual(
      expect.arrayContaining([
        'jeanluc',
        'jean',
        'luc',
        'obrien',
        'o',
        'brien',
        'lukasz',
        '>j',
        '>jea',
        '>obr',
        '=jeanluc obrien',
        '=jean luc o brien',
        '=obrien jeanluc',
        '=jeanluc lukasz obrien',
        'jeanluc.obrien@example.com',
        'jeanluc.obrien',
        'head',
        'it',
      ]),
    );
    expect(c.searchTokens).not.toContain('=obrien'); // a family name alone is no full name
    expect(c.sortName).toBe("jean-luc o'brien");
    expect(c.searchText).toContain('jeanluc.obrien@example.com');
  });

  it('lists every substring of a Chinese name and its Jyutping and pinyin', async () => {
    const c = await create({ chineseName: '陳大文', displayName: 'Chan Tai Man', localName: 'Chan Tai Man' });
    expect(c.searchTokens).toEqual(
      expect.arrayContaining([
        '陳',
        '大',
        '文',
        '陳大',
        '大文',
        '陳大文',
        '=陳大文',
        '=can daai man',
        '=chen da wen',
        'can',
        'daai',
        'chen',
        'wen',
        '=chan tai man',
      ]),
    );
  });

  it('adds the Hong Kong name habits, and none for a local name in another script (decision 099)', async () => {
    const chan = await create({ firstName: 'Tai-man', familyName: 'Chan', localName: 'Chan Tai Man' });
    expect(chan.searchTokens).toEqual(
      expect.arrayContaining(['tm', 'taiman', '=t m chan', '=chan t m', '=tai man chan', '=chan taiman']),
    );
    const peter = await create({ firstName: 'Siu Ming', familyName: 'Chan', localName: 'Peter' });
    expect(peter.searchTokens).toEqual(
      expect.arrayContaining(['=peter chan', '=chan peter', 'sm', '=s m chan']),
    );
    const yamada = await create({ firstName: 'Taro', familyName: 'Yamada', localName: '山田 太郎' });
    expect(yamada.searchTokens!.filter((t) => t.startsWith('=') && t.includes('yamada'))).toEqual(
      expect.not.arrayContaining([expect.stringContaining('山')]),
    );
    expect(yamada.searchTokens).not.toContain('山太');
  });

  it('writes phone digits with and without country and area codes, the extension alone', async () => {
    const c = await create({
      phoneCountryCode: '852',
      phoneAreaCode: null,
      phoneNumber: '2345 6789',
      phoneExtension: '123',
      mobileCountryCode: '+852',
      mobileNumber: '9123-4567',
    });
    expect(c.searchTokens).toEqual(
      expect.arrayContaining(['#p23456789', '#p85223456789', '#x123', '#m91234567', '#m85291234567']),
    );
  });

  it('follows secondary emails and phones as they come and go, and every update of the row', async () => {
    const c = await create({ displayName: 'Ada Lam', firstName: 'Ada', familyName: 'Lam' });
    await db.prisma.contactEmail.create({
      data: { contactId: c.id, email: 'ada.alias@hp.com', position: 1 },
    });
    await db.prisma.contactPhone.create({
      data: { contactId: c.id, kind: 'MOBILE', countryCode: '852', number: '6000 0001', position: 1 },
    });
    let row = await db.prisma.contact.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.searchTokens).toEqual(expect.arrayContaining(['ada.alias@hp.com', 'ada.alias', '#m60000001']));

    await db.prisma.contactEmail.deleteMany({ where: { contactId: c.id } });
    row = await db.prisma.contact.update({
      where: { id: c.id },
      data: { familyName: 'Lamb', searchText: 'x' },
    });
    expect(row.searchTokens).not.toContain('ada.alias');
    expect(row.searchTokens).toEqual(expect.arrayContaining(['lamb', '#m60000001']));
    expect(row.searchText).not.toBe('x'); // a writer's value never wins
  });

  describe('the name word list of the fuzzy tier (decision 060)', () => {
    const listed = async (words: string[]) =>
      (await db.prisma.searchWord.findMany({ where: { word: { in: words } }, orderBy: { word: 'asc' } })).map(
        (w) => w.word,
      );

    it("gains a contact's folded name words on insert, joined and split, and no short or non-name words", async () => {
      await create({
        firstName: 'Zéphyrine',
        familyName: "Quill-O'Dowd",
        displayName: "Zéphyrine Quill-O'Dowd",
        title: 'Quartermaster',
        chineseName: '陳大文',
      });
      expect(
        await listed(['zephyrine', 'quillodowd', 'quill', 'dowd', 'o', 'quartermaster', 'daai']),
      ).toEqual(['dowd', 'quill', 'quillodowd', 'zephyrine']);
    });

    it('drops a word when the last contact using it is renamed or deleted, keeps it while another has it', async () => {
      const first = await create({
        firstName: 'Xanthippe',
        familyName: 'Vortigern',
        displayName: 'Xanthippe Vortigern',
      });
      const second = await create({
        firstName: 'Yolanda',
        familyName: 'Vortigern',
        displayName: 'Yolanda Vortigern',
      });
      expect(await listed(['vortigern', 'xanthippe', 'yolanda'])).toEqual([
        'vortigern',
        'xanthippe',
        'yolanda',
      ]);

      await db.prisma.contact.update({
        where: { id: first.id },
        data: { firstName: 'Xavier', displayName: 'Xavier Vortigern' },
      });
      expect(await listed(['vortigern', 'xanthippe', 'xavier'])).toEqual(['vortigern', 'xavier']);

      await db.prisma.contact.delete({ where: { id: first.id } });
      expect(await listed(['vortigern', 'xavier', 'yolanda'])).toEqual(['vortigern', 'yolanda']);

      await db.prisma.contact.delete({ where: { id: second.id } });
      expect(await listed(['vortigern', 'yolanda'])).toEqual([]);
    });

    it('keeps a name word another contact has only as a title word out of the way: the name decides', async () => {
      const named = await create({
        firstName: 'Warden',
        familyName: 'Ulfsson',
        displayName: 'Warden Ulfsson',
      });
      await create({ title: 'Warden' });
      await db.prisma.contact.delete({ where: { id: named.id } });
      expect(await listed(['warden', 'ulfsson'])).toEqual([]);
    });
  });
});
