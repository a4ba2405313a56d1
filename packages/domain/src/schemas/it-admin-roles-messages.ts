/** IT Administration > Roles: limits and refusals (apart from the schemas, so the web's error translation stays small). */
export const ROLE_REQUEST_LIMITS = {
  reasonChars: 500,
  noteChars: 500,
  pageSize: 20,
  maxPageSize: 50,
} as const;

export const ROLE_REQUEST_MESSAGES = {
  reasonRequired: 'Say why this role is needed',
  reasonTooLong: `Keep the reason to ${ROLE_REQUEST_LIMITS.reasonChars} characters`,
  noteTooLong: `Keep the note to ${ROLE_REQUEST_LIMITS.noteChars} characters`,
  alreadyHolds: 'This person already holds this role',
  roleNotInCompany: 'This role does not exist in your company',
  personNotActive: 'Only an active person can be given a role',
  canGrantYourself: 'You can make this change yourself in User Management',
  alreadyOpen: 'A request for this person and role is already waiting for a decision',
  notPending: 'This request has already been decided or withdrawn',
  ownRequest: 'Someone else must decide your own request',
  onlyRequesterWithdraws: 'Only the person who asked can withdraw this request',
} as const;
