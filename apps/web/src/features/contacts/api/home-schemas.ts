// Imported only through `import()`: the home lists and the star check their answers without zod up front.
export { homeContactsResponse, recordContactViewResponse, setFavouriteResponse } from '@cd/contracts';
