// Values only, no zod: the web's first screen imports these, and a module that also built schemas would
// bring zod with it (web decision 070). Re-exported from user.ts.

export const UPDATE_USER_PATH = '/api/User/UpdateUser';
export const GCD_STATUS_PATH = '/api/SystemAdministration/CheckGCDStatus';
