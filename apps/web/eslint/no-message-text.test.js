import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noMessageTextRule } from './no-message-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const compared = { errors: [{ messageId: 'compared' }] };

tester.run('local/no-message-text', noMessageTextRule, {
  valid: [
    "if (error.messageCode === 'STALE_VERSION') reload();",
    "const stale = isServerMessage(error, 'STALE_VERSION');",
    'enqueueSnackbar(errorText(error));',
    'const text = <p>{error.message}</p>;',
    'const issues = new Map(list.map((issue) => [issue.path, issue.message]));',
    "const other = a.messages === 'x' || a['message'] === b;",
  ],
  invalid: [
    // The comparisons issue 16 found in the web, as they were written.
    {
      code: 'const s = isApiError(e) && e.status === 409 && e.message === STALE_VERSION_MESSAGE;',
      ...compared,
    },
    { code: 'if (isApiError(e) && e.message.startsWith(DELETE_REFUSED.department)) x();', ...compared },
    { code: 'const r = list.find(([, text]) => e.details.some((d) => d.message === text));', ...compared },
    { code: 'if (issue.message === DOMAIN_MANDATORY_MESSAGE) return t("x");', ...compared },
    { code: "const used = error.message !== '';", ...compared },
    { code: "const a = error?.message === 'Conflict';", ...compared },
    { code: "const a = error.message!.includes('stale');", ...compared },
    { code: "const a = error.message?.endsWith('again.');", ...compared },
    { code: 'const a = /expired/.test(error.message);', ...compared },
    { code: 'const a = (error.message as string).match(/row (\\d+)/);', ...compared },
    { code: "switch (error.message) { case 'x': break; }", ...compared },
  ],
});
