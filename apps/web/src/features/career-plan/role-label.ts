/** A role's title with its grade, as every heading and list of the career plan names it. */
export const roleLabel = (role: { title: string; grade: string }) =>
  role.grade ? `${role.title} · ${role.grade}` : role.title;
