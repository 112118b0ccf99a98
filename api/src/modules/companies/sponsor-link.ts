import type { RegistryRecord, TrialRecord } from '../../domain/trial-record.js';
import { resolveSponsor, type CompanyDirectory } from './sponsor-resolver.js';

/**
 * A registry record (a provider's mapping of a study) with its lead sponsor linked to a listed
 * company: the step an importer runs after the provider. The sponsor is linked from the record's
 * names as they are (bounded by the mapper).
 */
export function linkSponsor(dir: CompanyDirectory, record: RegistryRecord): TrialRecord {
  return { ...record, ...resolveSponsor(dir, { name: record.leadSponsorName, class: record.leadSponsorClass }, record.collaborators) };
}
