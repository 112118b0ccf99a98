import { Migration } from '@mikro-orm/migrations';
import { TITLE_PAIRS_FUNCTION } from './Migration20261126090000SearchTitlePairs.js';

/**
 * Two-character header search, second step (issue 13, trials.search.ts): the keys of
 * SearchTitlePairs, now for every text, not only those whose title holds the pair. A text's word
 * similarity with a two-character word xy is 1 exactly when it holds the word "xy", or a word ending
 * in "xy" followed by a word starting with "xy"; for x ≠ y it is 3/4 exactly when, without
 * similarity 1, a word ending in "xy" is followed by one or more one-letter words "x", then a word
 * starting with "xy"; otherwise at most 2/3 (for x = y, at most 3/4). The keys: "xy" (similarity 1)
 * and "~xy" (3/4) when the title holds xy, "+xy" and "+~xy" when it does not; `*` for a text with
 * characters outside ASCII, whose words pg_trgm may cut otherwise. So the title's phrase tier and
 * the rest of the matches each split into the rows of similarity 1, of 3/4, and the others, and a
 * key common in sponsors or conditions ("ab" of "AstraZeneca AB") does not swell the title's keys.
 */
const PAIRS_FUNCTION = `create or replace function "trial_search_pairs"(t text) returns text[]
language plpgsql immutable strict parallel safe as $$
declare
  title text := split_part(t, ' | ', 2);
  w text;
  prev text := '';
  -- The last two characters of the last word of two or more, and how many one-letter words equal
  -- to its first character have followed it (any other word ends the run).
  tail text;
  ones integer := 0;
  k text;
  near text;
  keys text[] := '{}';
begin
  if octet_length(t) <> char_length(t) then
    return array['*'];
  end if;
  foreach w in array regexp_split_to_array(t, '[^0-9a-z]+') loop
    k := null;
    near := null;
    if length(w) = 1 then
      if tail is not null and w = left(tail, 1) then
        ones := ones + 1;
      else
        tail := null;
      end if;
    elsif length(w) >= 2 then
      if length(w) = 2 then
        k := w;
      elsif length(prev) >= 2 and right(prev, 2) = left(w, 2) then
        k := left(w, 2);
      end if;
      if ones > 0 and tail = left(w, 2) then
        near := '~' || tail;
      end if;
      tail := right(w, 2);
      ones := 0;
    end if;
    if k is not null then
      if strpos(title, k) = 0 then
        k := '+' || k;
      end if;
      if not (k = any(keys)) then
        keys := keys || k;
      end if;
    end if;
    if near is not null then
      if strpos(title, substr(near, 2)) = 0 then
        near := '+' || near;
      end if;
      if not (near = any(keys)) then
        keys := keys || near;
      end if;
    end if;
    prev := w;
  end loop;
  return keys;
end $$;`;

export class Migration20261126130000SearchPairs extends Migration {
  override async up(): Promise<void> {
    this.addSql(PAIRS_FUNCTION);
    this.addSql(`create index if not exists "trials_search_pairs" on "trials" using gin ("trial_search_pairs"("search_text")) with (fastupdate = off);`);
    this.addSql(`drop index if exists "trials_search_title_pairs";`);
    this.addSql(`drop function if exists "trial_search_title_pairs"(text);`);
  }

  override async down(): Promise<void> {
    this.addSql(TITLE_PAIRS_FUNCTION);
    this.addSql(
      `create index if not exists "trials_search_title_pairs" on "trials" using gin ("trial_search_title_pairs"("search_text")) with (fastupdate = off);`,
    );
    this.addSql(`drop index if exists "trials_search_pairs";`);
    this.addSql(`drop function if exists "trial_search_pairs"(text);`);
  }
}
