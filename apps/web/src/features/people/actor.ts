import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { canGrantRole, grantableRoles, type Role } from '@competencyhub/domain/roles';
import type { Me } from '@competencyhub/domain/schemas/profiles';

/** Who is managing people, as far as the interface needs to know to hide what the server would refuse. */
export interface Actor {
  id: string;
  role: Role;
  /** System roles can be granted only inside the system owner company. */
  systemOwnerCompany: boolean;
}

export function actorOf(me: Me): Actor {
  return {
    id: me.user.id,
    role: me.user.role,
    systemOwnerCompany: me.company?.id === SYSTEM_OWNER_COMPANY_ID,
  };
}

export function rolesActorGrants(actor: Actor): Role[] {
  return grantableRoles(actor.role, { systemOwnerCompany: actor.systemOwnerCompany });
}

/** Role changes and (de)activation: never oneself, and only people whose role the actor could grant. */
export function canManagePerson(actor: Actor, person: { id: string; role: Role }): boolean {
  return (
    person.id !== actor.id &&
    canGrantRole(actor.role, person.role, { systemOwnerCompany: actor.systemOwnerCompany })
  );
}
