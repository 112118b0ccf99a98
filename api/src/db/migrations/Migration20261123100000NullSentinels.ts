import { Migration } from '@mikro-orm/migrations';

/**
 * "No value" is NULL, never a sentinel string. Tickers stored as '', 'N/A' or 'Non déterminé' (any
 * case, accented or not) become NULL, the others are trimmed: once stored, a ticker is a real one.
 * The closed sets of `trials` hold their values only: a study type, enrollment type or completion
 * date type outside them becomes NULL and unknown phase codes are dropped. The spec's display values
 * ('Non déterminé') are produced by the presenters. The lists are written out here on purpose: a
 * migration is history and does not follow the application's code.
 */
// translate(): upper() leaves accented letters alone under the C collation.
const ABSENT = `upper(translate(btrim("ticker"), 'éÉ', 'ee')) in ('', 'N/A', 'NON DETERMINE')`;

export class Migration20261123100000NullSentinels extends Migration {
  override async up(): Promise<void> {
    for (const table of ['trials', 'analyses']) {
      this.addSql(`update "${table}" set "ticker" = null where ${ABSENT};`);
      this.addSql(`update "${table}" set "ticker" = btrim("ticker") where "ticker" <> btrim("ticker");`);
    }
    this.addSql(`update "trials" set "study_type" = case when upper(btrim("study_type")) in ('INTERVENTIONAL', 'OBSERVATIONAL', 'EXPANDED_ACCESS')
      then upper(btrim("study_type")) end where "study_type" is not null and "study_type" not in ('INTERVENTIONAL', 'OBSERVATIONAL', 'EXPANDED_ACCESS');`);
    for (const column of ['enrollment_type', 'completion_date_type']) {
      this.addSql(`update "trials" set "${column}" = case when upper(btrim("${column}")) in ('ACTUAL', 'ESTIMATED') then upper(btrim("${column}")) end
        where "${column}" is not null and "${column}" not in ('ACTUAL', 'ESTIMATED');`);
    }
    this
      .addSql(`update "trials" set "phases" = array(select x from unnest("phases") as x where x in ('EARLY_PHASE1', 'PHASE1', 'PHASE2', 'PHASE3', 'PHASE4', 'NA'))
      where not ("phases" <@ array['EARLY_PHASE1', 'PHASE1', 'PHASE2', 'PHASE3', 'PHASE4', 'NA']::text[]);`);
  }

  override async down(): Promise<void> {
    // A data clean-up: NULL is the right value whatever the schema version, there is nothing to restore.
  }
}
