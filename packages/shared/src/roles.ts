export const ROLES = ['seeker', 'supporter', 'professional', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'seeker';

/** Roles a person may give themselves at registration or on the profile without anyone's approval. */
export const SELF_SERVICE_ROLES = ['seeker', 'supporter'] as const satisfies readonly Role[];

/** Roles a person may ask for at registration; professional files a verification request instead. */
export const REGISTRATION_ROLES = ['seeker', 'supporter', 'professional'] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  seeker: 'Seeker',
  supporter: 'Supporter',
  professional: 'Professional',
  admin: 'Admin',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
