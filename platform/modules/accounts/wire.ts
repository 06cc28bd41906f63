/**
 * Accounts on the wire (platform/README.md "Accounts, sessions and memberships"): the bodies and
 * answers are the contract's (contract/api/accounts.ts); the own profile is mapped in
 * platform/reads/own-profile.ts.
 */

/** Where browsers load an avatar: `<public URL>/files/avatars/{id}`. */
export function avatarUrl(publicUrl: string, avatarId: string | null): string | null {
  return avatarId ? `${publicUrl}/files/avatars/${avatarId}` : null;
}
