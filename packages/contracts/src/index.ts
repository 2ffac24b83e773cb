export * from './common/envelope.js';
export * from './common/ids.js';
export * from './common/paging.js';
export * from './function-codes.js';
export * from './auth.js';
export * from './organization-units.js';
export * from './contact-detail.js';
