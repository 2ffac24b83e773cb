import { expect, test } from '@playwright/test';
import { switchToChinese } from './support/administration';
import { withDatabase } from './support/database';
import { ACCOUNTS, signInAs } from './support/session';

// Issue 19 item 4 (decision 108): history and the audit log read as sentences in the user's language,
// sign-ins are apart, and the action is picked from a list.
const texts = {
  en: {
    history: 'History',
    action: 'Contact updated',
    ouChange: (from: string, to: string) => `Organisation unit: ${from} → ${to}`,
    phoneChange: 'Phone: — → +852 2123 4567 ext. 8',
    records: (n: number) => (n === 1 ? '1 record' : `${n} records`),
    signIns: 'Show sign-ins',
    signedIn: 'Signed in',
    actionFilter: 'Action',
    apply: 'Show records',
  },
  'zh-HK': {
    history: '修改記錄',
    action: '更新聯絡人',
    ouChange: (from: string, to: string) => `組織單位：${from} → ${to}`,
    phoneChange: '電話：— → +852 2123 4567 ext. 8',
    records: (n: number) => `${n} 項記錄`,
    signIns: '顯示登入記錄',
    signedIn: '登入',
    actionFilter: '操作',
    apply: '顯示記錄',
  },
} as const;

interface Seeded {
  contactID: number;
  hk: { name: string; name_zh: string };
  fin: { name: string; name_zh: string };
}

/** A contact's update that moved it between OUs and gave it a phone, and a sign-in by the same actor. */
function seed(actor: string): Promise<Seeded> {
  return withDatabase(async (client) => {
    const ous = await client.query(
      `SELECT code, id, name, name_zh FROM organization_unit WHERE code IN ('HPG-HK', 'HPG-HK-FIN')`,
    );
    const hk = ous.rows.find((o) => o.code === 'HPG-HK');
    const fin = ous.rows.find((o) => o.code === 'HPG-HK-FIN');
    const contact = await client.query(`SELECT id FROM contact WHERE ou_id = $1 ORDER BY id LIMIT 1`, [
      fin.id,
    ]);
    const contactID = contact.rows[0].id as number;
    const phone = { countryCode: '852', areaCode: null, number: '2123 4567', extension: '8' };
    await client.query(
      `INSERT INTO audit_log (actor_email, action, entity_type, entity_id, ou_id, before, after, at)
       VALUES ($1, 'CONTACT_UPDATE', 'Contact', $2, $3, $4, $5, now()),
              ($1, 'SIGN_IN', 'Session', NULL, NULL, NULL, '{"tenantID": "e2e"}', now())`,
      [
        actor,
        String(contactID),
        fin.id,
        JSON.stringify({ ouID: hk.id, phone: null }),
        JSON.stringify({ ouID: fin.id, phone }),
      ],
    );
    return { contactID, hk, fin };
  });
}

const today = () => new Date().toLocaleDateString('sv');

for (const language of ['en', 'zh-HK'] as const) {
  test(`history and audit log read like sentences; sign-ins apart; action from a list (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const l = texts[language];
    const actor = `audit.sentences.${Date.now()}.${language}@example.com`;
    const { contactID, hk, fin } = await seed(actor);
    const zh = language === 'zh-HK';
    const hkName = zh ? hk.name_zh || hk.name : hk.name;
    const finName = zh ? fin.name_zh || fin.name : fin.name;

    await signInAs(page, ACCOUNTS.admin, '/');
    if (zh) await switchToChinese(page);

    // The contact's history: the action by name, the OU by name, the phone formatted.
    await page.goto(`/ContactMaintenance?contact=${contactID}`);
    const history = page.getByRole('region', { name: l.history });
    const newest = history.getByRole('row').nth(1);
    await expect(newest).toContainText(l.action, { timeout: 30_000 });
    await expect(newest).toContainText(l.ouChange(hkName, finName));
    await expect(newest).toContainText(l.phoneChange);
    await expect(newest).not.toContainText('CONTACT_UPDATE');
    await expect(newest).not.toContainText('{');

    // The audit log: sign-ins left out until asked for.
    const day = today();
    await page.goto(`/Reports/AuditLogByDate?from=${day}&to=${day}&actor=${encodeURIComponent(actor)}`);
    const total = page.getByTestId('audit-total');
    await expect(total).toHaveText(l.records(1), { timeout: 30_000 });
    const records = page.getByTestId('audit-records');
    await expect(records.getByRole('row').nth(1)).toContainText(l.action);
    await expect(records.getByRole('row').nth(1)).toContainText(l.ouChange(hkName, finName));
    await expect(records.getByRole('row').nth(1)).toContainText(finName);

    await page.getByRole('checkbox', { name: l.signIns }).check();
    await page.getByRole('button', { name: l.apply }).click();
    await expect(page).toHaveURL(/signIns=1/);
    await expect(total).toHaveText(l.records(2));
    await expect(records).toContainText(l.signedIn);

    // The action comes from a list, named in the user's language.
    await page.getByRole('combobox', { name: l.actionFilter }).click();
    await page.getByRole('option', { name: l.signedIn, exact: true }).click();
    await page.getByRole('button', { name: l.apply }).click();
    await expect(page).toHaveURL(/action=SIGN_IN/);
    await expect(total).toHaveText(l.records(1));
    await expect(records.getByRole('row').nth(1)).toContainText(l.signedIn);
    await page.screenshot({ path: `test-results/audit-sentences-${language}.png`, fullPage: true });
  });
}
