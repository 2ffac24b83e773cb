import { FunctionCode } from '@cd/contracts';

/**
 * One search screen, two uses (decision 048): the directory's search opens a result's detail; the contact
 * maintenance search lists only the contacts the caller may maintain (FN-0003 family, narrowed on the
 * server by `functionCode`) and opens a result in the maintenance form.
 */
export type SearchPurpose = 'directory' | 'maintenance';

export const SEARCH_PURPOSES = {
  directory: {
    functionCode: FunctionCode.DirectorySearch,
    basicPath: '/',
    advancePath: '/AdvanceSearch',
    basicResultPath: '/contact',
    advanceResultPath: '/AdvanceSearch/contact',
    basicTitleKey: 'search.basicTitle',
    advanceTitleKey: 'search.advanceTitle',
  },
  maintenance: {
    functionCode: FunctionCode.ContactMaintenance,
    basicPath: '/ContactMaintenance/BasicSearch',
    advancePath: '/ContactMaintenance/AdvanceSearch',
    basicResultPath: '/ContactMaintenance',
    advanceResultPath: '/ContactMaintenance',
    basicTitleKey: 'search.maintenanceBasicTitle',
    advanceTitleKey: 'search.maintenanceAdvanceTitle',
  },
} as const;

export type ResultPath = (typeof SEARCH_PURPOSES)[SearchPurpose]['basicResultPath' | 'advanceResultPath'];
