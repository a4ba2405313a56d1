/**
 * The refusals of the organisation model (issue 23), apart from the schemas: the web app maps them
 * to translations without loading zod schemas into every page.
 */

export const ORG_NAME_MAX = 120;
export const ORG_CODE_MAX = 40;
export const ORG_KIND_MAX = 40;
export const ORG_EXTERNAL_ID_MAX = 120;
export const LOCATION_PLACE_MAX = 120;
/** How deep a tree may grow: deep enough for any real company, shallow enough to draw. */
export const ORG_DEPTH_MAX = 15;

export const ORG_MESSAGES = {
  nameRequired: 'Enter a name',
  nameTooLong: `A name has at most ${ORG_NAME_MAX} characters`,
  nameTaken: 'A unit with this name already exists at this place in the tree',
  codeTooLong: `A code has at most ${ORG_CODE_MAX} characters`,
  codeTaken: 'Another unit already has this code',
  kindRequired: 'Choose a kind of unit',
  kindTooLong: `A kind has at most ${ORG_KIND_MAX} characters`,
  externalIdTooLong: `An external id has at most ${ORG_EXTERNAL_ID_MAX} characters`,
  externalIdTaken: 'Another record already has this external id',
  unknownParent: 'Choose an active unit of the same tree as the parent',
  moveIntoItself: 'A unit cannot move into itself or one of its own sub-units',
  tooDeep: `The tree may be at most ${ORG_DEPTH_MAX} levels deep`,
  unknownHead: 'Choose an active person of your company as head',
  hasActiveChildren: 'Archive or move its sub-units first',
  archived: 'This unit is archived: restore it first',
  parentArchived: 'Its parent unit is archived: restore or move it to an active unit',
  locationNameTaken: 'A location with this name already exists',
  unknownCountry: 'Choose a country from the list',
  unknownTimeZone: 'Choose a time zone from the list',
  placeTooLong: `At most ${LOCATION_PLACE_MAX} characters`,
  locationArchived: 'This location is archived: restore it first',
  locationIncomplete: 'Choose the country and the time zone of this location',
  hasPeople: 'Move its people to another unit first',
  moveAlreadyScheduled: 'A move of this unit is already scheduled: cancel it first',
  moveNotScheduled: 'This move is no longer waiting: it was applied, failed or cancelled',
  unknownMergeTarget: 'Choose another active unit of the same tree to merge into',
} as const;

/** A position's full-time equivalent (the column's check: more than 0, at most 1.5). */
export const FTE_MIN = 0.1;
export const FTE_MAX = 1.5;

export const POSITION_MESSAGES = {
  unknownJobProfile: 'Choose an active job profile of your company',
  unknownUnit: 'Choose an active unit of your company’s organisation',
  unknownLocation: 'Choose an active location of your company',
  unknownReportsTo: 'Choose another open position of your company',
  reportsLoop: 'That position reports to this one: choose another',
  fteRange: `Full-time equivalent is between ${FTE_MIN} and ${FTE_MAX}`,
  codeTaken: 'Another position already has this code',
  filledByAssignment: 'A position is filled by recording a person’s job change, not set here',
  heldWhileClosing: 'Someone holds this position: record their move first',
  unavailable: 'This position is frozen or closed: choose an open one',
  heldByOther: 'Someone else holds this position',
} as const;

export const JOB_NOTE_MAX = 500;

/** The refusals of job changes (dated job assignments). */
export const JOB_CHANGE_MESSAGES = {
  dateRequired: 'Choose the date the change takes effect',
  tooEarly: 'A change takes effect after the start of the current assignment',
  sameDay: 'A change already takes effect on that day: choose a later date',
  nothingToChange: 'Change at least one of job profile, unit, location, cost centre or manager',
  unknownJobProfile: 'Choose an active job profile of your company',
  unknownUnit: 'Choose an active unit of your company’s organisation',
  unknownCostCentre: 'Choose an active cost centre of your company',
  unknownLocation: 'Choose an active location of your company',
  unknownManager: 'Choose an active person of your company as manager',
  managerSelf: 'A person cannot be their own manager',
  managerLoop: 'That manager reports to this person: choose someone else',
  notInCompany: 'This person has no current job in the company to end',
  noteTooLong: `A note has at most ${JOB_NOTE_MAX} characters`,
  secondaryNeedsSomething: 'Name a dotted-line manager, a unit or a job profile for the assignment',
  endBeforeStart: 'The end date must be after the start date',
  secondaryEnded: 'This assignment has already ended',
} as const;
