import type { IdentityRoleDto, IdentityUserDto, IdentityUserInput } from '../../../api/identity';

/** The seeded static role of supplier users: whoever holds it must be bound to a supplier. */
export const VENDOR_ROLE = 'vendor';

/** The user dialog's fields over its three tabs. */
export interface UserForm {
  userName: string;
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  password: string;
  isActive: boolean;
  lockoutEnabled: boolean;
  supplierId: string | null;
  roleNames: string[];
  organizationUnitIds: string[];
}

/** Which tab a field lives on (to show the tab of the first invalid field). */
export const tabOfField = (field: string | number | undefined): 'info' | 'roles' | 'units' =>
  field === 'roleNames' ? 'roles' : field === 'organizationUnitIds' ? 'units' : 'info';

/** The form's starting values: the user as loaded, or a new user with the default roles. */
export function initialUserForm(
  user: IdentityUserDto | undefined,
  userRoles: readonly IdentityRoleDto[] | undefined,
  assignable: readonly IdentityRoleDto[],
  unitIds: readonly string[] | undefined,
): UserForm {
  return {
    userName: user?.userName ?? '',
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    password: '',
    isActive: user?.isActive ?? true,
    lockoutEnabled: user?.lockoutEnabled ?? true,
    supplierId: user?.supplierId ?? null,
    roleNames: user
      ? (userRoles ?? []).map((r) => r.name)
      : assignable.filter((r) => r.isDefault).map((r) => r.name),
    organizationUnitIds: [...(unitIds ?? [])],
  };
}

const blankToNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/**
 * The create/update body. Parts the caller may not see are left out (unchanged on the server):
 * the supplier without the supplier directory, the units without the right to assign them.
 */
export function toUserInput(
  v: UserForm,
  options: { withSupplier: boolean; withUnits: boolean; concurrencyStamp?: string | undefined },
): IdentityUserInput {
  return {
    userName: v.userName.trim(),
    email: v.email.trim(),
    name: blankToNull(v.name),
    surname: blankToNull(v.surname),
    phoneNumber: blankToNull(v.phoneNumber),
    isActive: v.isActive,
    lockoutEnabled: v.lockoutEnabled,
    roleNames: v.roleNames,
    ...(options.withSupplier ? { supplierId: v.supplierId ?? null } : {}),
    ...(options.withUnits ? { organizationUnitIds: v.organizationUnitIds } : {}),
    ...(v.password ? { password: v.password } : {}),
    ...(options.concurrencyStamp ? { concurrencyStamp: options.concurrencyStamp } : {}),
  };
}
