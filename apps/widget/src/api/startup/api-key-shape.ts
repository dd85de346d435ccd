/**
 * contracts ApiKey (1 to 100 of letters, digits, '_' and '-'), checked without zod before the
 * first screen; startup-params.test.ts holds it to the contract.
 */
export function isWellFormedApiKey(apiKey: string): boolean {
  return /^[A-Za-z0-9_-]{1,100}$/.test(apiKey);
}
