import { registerEnumType } from 'type-graphql';
import { enumOf } from '../trials/trials.enums.js';
import {
  CATALYST_CATEGORIES,
  CATALYST_DATE_CONFIDENCES,
  CATALYST_EVENT_KINDS,
  CATALYST_SORT_FIELDS,
  CATALYST_WINDOWS,
  type CatalystCategory,
  type CatalystDateConfidence,
  type CatalystEventKind,
  type CatalystSortField,
  type CatalystWindow,
} from './catalysts.validation.js';

export const CatalystCategoryEnum = enumOf<CatalystCategory>(CATALYST_CATEGORIES);
registerEnumType(CatalystCategoryEnum, { name: 'CatalystCategory', description: 'Readout (a trial’s next catalyst) or regulatory event.' });

export const CatalystEventKindEnum = enumOf<CatalystEventKind>(CATALYST_EVENT_KINDS);
registerEnumType(CatalystEventKindEnum, {
  name: 'CatalystEventKind',
  description: 'Every kind the screen lists: the readout kinds (CatalystKind) and the regulatory kinds (RegulatoryKind).',
});

export const CatalystDateConfidenceEnum = enumOf<CatalystDateConfidence>(CATALYST_DATE_CONFIDENCES);
registerEnumType(CatalystDateConfidenceEnum, {
  name: 'CatalystDateConfidence',
  description:
    'Readouts: ACTUAL, ANTICIPATED, OVERDUE, PASSED (CatalystConfidence, as of today); regulatory events: ANNOUNCED, ESTIMATED, ACTUAL (ACTUAL shared).',
});

export const CatalystWindowEnum = enumOf<CatalystWindow>(CATALYST_WINDOWS);
registerEnumType(CatalystWindowEnum, {
  name: 'CatalystWindow',
  description: 'Days relative to today: NEXT_30, NEXT_90, NEXT_180 (today to today + n), RECENT_90 (the last 90 days, today included).',
});

export const CatalystSortFieldEnum = enumOf<CatalystSortField>(CATALYST_SORT_FIELDS);
registerEnumType(CatalystSortFieldEnum, {
  name: 'CatalystSortField',
  description: 'DATE (window start), PROBABILITY (readout probability), SCORE (analysis score), MARKET_CAP (USD); missing values last either way.',
});
