import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { layersRule } from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const srcRoot = '/repo/apps/web/src';
const file = (relative) => path.join(srcRoot, relative);
const options = [{ srcRoot }];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('local/layers', layersRule, {
  valid: [
    {
      filename: file('features/shell/components/AppShell.tsx'),
      code: "import { a } from './Navbar';",
      options,
    },
    {
      filename: file('features/shell/components/AppShell.tsx'),
      code: "import { a } from '../../../components/Logo';",
      options,
    },
    {
      filename: file('features/shell/a.ts'),
      code: "import { a } from '../../lib/navigation/types';",
      options,
    },
    { filename: file('features/shell/a.ts'), code: "import { a } from '@mui/material/Box';", options },
    { filename: file('routes/_app.tsx'), code: "import { a } from '../app/AppLayout';", options },
    { filename: file('routes/_app/index.tsx'), code: "import { a } from '../../features/shell/x';", options },
    {
      filename: file('app/AppLayout.tsx'),
      code: "import { a } from '../features/auth/auth-context';",
      options,
    },
    { filename: file('app/router.tsx'), code: "import { a } from '../routeTree.gen';", options },
    { filename: file('components/x.tsx'), code: "import { a } from '../lib/permissions';", options },
  ],
  invalid: [
    {
      filename: file('features/shell/components/AppShell.tsx'),
      code: "import { useSession } from '../../auth/auth-context';",
      options,
      errors: [{ messageId: 'forbidden', data: { from: 'features/shell', to: 'features/auth' } }],
    },
    {
      filename: file('features/shell/components/AppShell.tsx'),
      code: "import { navigation } from '../../../app/navigation';",
      options,
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('features/settings/x.ts'),
      code: "const m = import('../../routes/_app');",
      options,
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('components/Widget.tsx'),
      code: "import { x } from '../features/shell/dimensions';",
      options,
      errors: [{ messageId: 'forbidden', data: { from: 'components', to: 'features/shell' } }],
    },
    {
      filename: file('components/Widget.tsx'),
      code: "export { x } from '../app/theme';",
      options,
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('lib/navigation/types.ts'),
      code: "import type { X } from '../../components/Logo';",
      options,
      errors: [{ messageId: 'forbidden', data: { from: 'lib', to: 'components' } }],
    },
  ],
});
