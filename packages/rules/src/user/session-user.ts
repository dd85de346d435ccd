// The session rules of the user record; apart from sign-in so the widget's start carries no sign-in contract.

/** Logged-in means the user has an e-mail (spec 001 section 4 "User record"). */
export function isLoggedInUser(user: { email?: string | null } | null | undefined): boolean {
  return typeof user?.email === 'string' && user.email.length > 0;
}

/**
 * An e-mail in the query parameters that differs from the signed-in one ends the session
 * (spec 001 section 4 "User record"). E-mails compare trimmed and case-insensitively.
 */
export function isSessionForAnotherEmail(
  queryEmail: string | null | undefined,
  signedInEmail: string | null | undefined,
): boolean {
  if (!queryEmail || !signedInEmail) return false;
  return queryEmail.trim().toLowerCase() !== signedInEmail.trim().toLowerCase();
}
