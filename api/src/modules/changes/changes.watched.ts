/**
 * The trial fields whose changes are recorded (the ones investors watch), by property name. A name
 * the trials descriptor does not have (yet) is ignored, so a field added on another branch (e.g.
 * `primaryCompletionDateType`) is watched as soon as it exists. Import-free: the web labels the same
 * names (web/src/features/alerts/alerts.text.ts).
 */
export const WATCHED_FIELD_NAMES = [
  'status',
  'whyStopped',
  'phases',
  'enrollment',
  'enrollmentType',
  'startDate',
  'startDateType',
  'primaryCompletionDate',
  'primaryCompletionDateType',
  'completionDate',
  'completionDateType',
  'resultsFirstPostDate',
  'leadSponsorName',
  'collaborators',
  'siteCount',
] as const;
