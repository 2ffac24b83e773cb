/** Every demo account signs in with this password on the embedded IdP's page. */
export const DEMO_PASSWORD = 'demo';

export interface DemoGrant {
  ouCode: string;
  functionCodes: string[];
  includesSubsidiaries: boolean;
}

export interface DemoAccount {
  /** Also the `oid` claim the embedded IdP issues. */
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  groups: string[];
  description: string;
  grants: DemoGrant[];
  /** Whether an app_user row exists before the first sign-in (grants need one to point at). */
  appUser: boolean;
}

const ADMIN_CODES = ['FN-0001', 'FN-0002', 'FN-0003', 'FN-0004', 'FN-0005', 'FN-0006', 'FN-0007'];

// One account per kind of user the product must handle, from full administrator to nobody at all.
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 'demo-sysadmin',
    email: 'alice.admin@harbourpacific.com',
    givenName: 'Alice',
    familyName: 'Wong',
    groups: ['SystemAdministrator'],
    description: 'System administrator: every function on the whole group',
    grants: [],
    appUser: true,
  },
  {
    id: 'demo-ouadmin',
    email: 'oscar.chan@harbourpacific.com.hk',
    givenName: 'Oscar',
    familyName: 'Chan',
    groups: [],
    description: 'OU administrator: FN-0001 to FN-0007 on Harbour Pacific Hong Kong and below',
    grants: [{ ouCode: 'HPG-HK', functionCodes: ADMIN_CODES, includesSubsidiaries: true }],
    appUser: true,
  },
  {
    id: 'demo-maintainer',
    email: 'carmen.lee@harbourpacific.com.hk',
    givenName: 'Carmen',
    familyName: 'Lee',
    groups: [],
    description: 'Contact maintainer: FN-0003 on Hong Kong Finance only',
    grants: [{ ouCode: 'HPG-HK-FIN', functionCodes: ['FN-0003'], includesSubsidiaries: false }],
    appUser: true,
  },
  {
    id: 'demo-employee',
    email: 'eric.ho@harbourpacific.com',
    givenName: 'Eric',
    familyName: 'Ho',
    groups: [],
    description: 'Employee: directory search through the trusted domain only',
    grants: [],
    appUser: true,
  },
  {
    id: 'demo-norole',
    email: 'nora.smith@partner-contractor.net',
    givenName: 'Nora',
    familyName: 'Smith',
    groups: [],
    description: 'Outside contractor: no roles, sees the 401 page',
    grants: [],
    appUser: false,
  },
];
