/**
 * The discovery documents of RFC 7643 §5-7: what this service provider supports, so an identity provider
 * (and an administrator reading them) knows before sending anything. Only Users: decision 100 says why not
 * Groups.
 */
export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const MAX_RESULTS = 200;

export const listResponse = (resources: unknown[], totalResults = resources.length, startIndex = 1) => ({
  schemas: [LIST_RESPONSE],
  totalResults,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

export const serviceProviderConfig = (base: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: true },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'The token an administrator with FN-0008 got when creating or rotating the connection.',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
});

export const userResourceType = (base: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
  id: 'User',
  name: 'User',
  endpoint: '/Users',
  description: 'A person in the directory: a contact whose source is USER.',
  schema: CORE_USER,
  schemaExtensions: [{ schema: ENTERPRISE_USER, required: false }],
  meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
});

interface Attribute {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued: boolean;
  description: string;
  required: boolean;
  caseExact: boolean;
  mutability: 'readOnly' | 'readWrite' | 'immutable' | 'writeOnly';
  returned: 'always' | 'default' | 'never' | 'request';
  uniqueness: 'none' | 'server' | 'global';
  subAttributes?: Attribute[];
  referenceTypes?: string[];
}

const attr = (name: string, description: string, more: Partial<Attribute> = {}): Attribute => ({
  name,
  type: 'string',
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...more,
});

const multi = (name: string, description: string) =>
  attr(name, description, {
    type: 'complex',
    multiValued: true,
    subAttributes: [
      attr('value', `The ${name} value.`),
      attr('type', 'work, home, mobile, other…'),
      attr('primary', 'The primary value.', { type: 'boolean' }),
      attr('display', 'A label for people.'),
    ],
  });

const userAttributes = [
  attr('userName', 'Unique identifier of the user at the identity provider, usually the sign-in email.', {
    required: true,
    uniqueness: 'server',
  }),
  attr('name', 'The parts of the person’s name.', {
    type: 'complex',
    subAttributes: [
      attr('formatted', 'The full name.'),
      attr('givenName', 'The first name (contact first name).'),
      attr('middleName', 'The middle name.'),
      attr('familyName', 'The family name (contact family name).'),
    ],
  }),
  attr('displayName', 'The name shown in the directory.'),
  attr('title', 'Job title.'),
  attr('active', 'false: the person leaves the directory and loses every permission.', { type: 'boolean' }),
  multi('emails', 'Email addresses; the primary (else the work) one is the contact email.'),
  multi('phoneNumbers', 'Phone numbers; type work is the phone, type mobile the mobile.'),
];

const enterpriseAttributes = [
  attr('employeeNumber', 'Employee number.'),
  attr('costCenter', 'Cost centre; may choose the organisation unit.'),
  attr('organization', 'Organisation; may choose the organisation unit.'),
  attr('division', 'Division; may choose the organisation unit.'),
  attr('department', 'Department: the contact’s department in its organisation unit; may choose the unit.'),
  attr('manager', 'Kept, not shown in the directory.', {
    type: 'complex',
    subAttributes: [attr('value', 'The manager’s id.'), attr('displayName', 'The manager’s name.')],
  }),
];

export const schemas = (base: string) => [
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id: CORE_USER,
    name: 'User',
    description: 'User account',
    attributes: userAttributes,
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${CORE_USER}` },
  },
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id: ENTERPRISE_USER,
    name: 'EnterpriseUser',
    description: 'Enterprise user',
    attributes: enterpriseAttributes,
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${ENTERPRISE_USER}` },
  },
];
