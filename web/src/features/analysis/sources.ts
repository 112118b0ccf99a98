import type { TFunction } from 'i18next';
import { CITED_FIELDS, isCitedField, splitCitation, type CitedPoint } from '../../../../api/src/providers/analysis/fields';

/**
 * The source of an analysis point. The engine ends each point with the trial field(s) it read, in
 * brackets ("… [leadSponsor.class]"); the list of citable fields is the API's own (an import-free
 * module), so a field the engine can cite cannot lack a label here (sources.test.ts).
 */
export { CITED_FIELDS, splitCitation, type CitedPoint };

/** The readable label of a cited path ("type de promoteur" / "sponsor type"); an unknown path (an LLM's own) as written. */
export function sourceLabel(t: TFunction<'sources'>, path: string): string {
  return isCitedField(path) ? t(`fields.${CITED_FIELDS[path]}`) : path;
}
