import { describe, expect, it } from 'vitest';
import { toAdvanceSearchRequest } from './AdvanceSearchPage';

describe('toAdvanceSearchRequest', () => {
  it('asks nothing until a criterion is given (a page number alone is none)', () => {
    expect(toAdvanceSearchRequest({})).toBeNull();
    expect(toAdvanceSearchRequest({ page: '2' })).toBeNull();
  });

  it('maps the URL names onto the contract and keeps the page', () => {
    expect(
      toAdvanceSearchRequest({ name: 'wong', dept: 'FIN', addr: 'Quarry Bay', ouid: '4', page: '3' }),
    ).toMatchObject({
      name: 'wong',
      department: 'FIN',
      workingAddress: 'Quarry Bay',
      ouID: '4',
      includeSubsidiaries: true,
      page: '3',
    });
  });

  it('thisOU narrows the chosen OU to itself', () => {
    expect(toAdvanceSearchRequest({ ouid: '4', thisOU: '1' })?.includeSubsidiaries).toBe(false);
  });
});
