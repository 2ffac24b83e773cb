// What the web needs of the contracts' server message table to show a coded message: which codes exist and
// how their params read in a language (import column names). Loaded with the `errors` namespace (index.ts).
export { isServerMessageCode, localParams } from '@cd/contracts';
