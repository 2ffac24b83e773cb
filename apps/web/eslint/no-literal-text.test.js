import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noLiteralTextRule } from './no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('local/no-literal-text', noLiteralTextRule, {
  valid: [
    "const a = <p>{t('footerNotice')}</p>;",
    'const a = <span>{count} · 100%</span>;',
    "const a = <IconButton aria-label={t('close')} />;",
    'const a = <Box sx={{ p: 2 }} data-testid="content-container" />;',
    "const a = <input aria-label={`${t('a')} ${t('b')}`} />;",
    "const a = <p>{ok ? t('yes') : t('no')}</p>;",
    "const a = <p>{value ?? '—'}</p>;",
    "enqueueSnackbar(t('saved'), { variant: 'success' });",
    "const a = <Box sx={{ p: 2 }} className={ok ? 'wide' : 'narrow'} />;",
  ],
  invalid: [
    { code: 'const a = <p>Loading...</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>載入中</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <IconButton aria-label="Close" />;', errors: [{ messageId: 'literal' }] },
    { code: "const a = <TextField label={'Name'} />;", errors: [{ messageId: 'literal' }] },
    { code: 'const a = <img alt={`Photo of ${name}`} />;', errors: [{ messageId: 'literal' }] },
    { code: "const a = <p>{'Nothing here'}</p>;", errors: [{ messageId: 'literal' }] },
    {
      code: "const a = <p>{ok ? 'Yes' : 'No'}</p>;",
      errors: [{ messageId: 'literal' }, { messageId: 'literal' }],
    },
    { code: "const a = <p>{empty && 'No results'}</p>;", errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>{`${count} rows`}</p>;', errors: [{ messageId: 'literal' }] },
    { code: "const a = <Chip label={ok ? 'Own' : t('inherited')} />;", errors: [{ messageId: 'literal' }] },
    { code: "enqueueSnackbar('Saved', { variant: 'success' });", errors: [{ messageId: 'literal' }] },
  ],
});
