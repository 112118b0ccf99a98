import { Migration } from '@mikro-orm/migrations';

/**
 * Header search for two characters at 500 000 trials (issue 13, trials.search.ts): the best rank a
 * match can have is the phrase-in-title tier with a word similarity of 1, and for a two-character
 * query xy that similarity is 1 exactly when the text holds the word "xy", or a word ending in "xy"
 * followed by a word starting with "xy" (the query's three trigrams in a row). Below 1 it is at most
 * 3/4, and for x ≠ y it is 3/4 exactly when, without similarity 1, a word ending in "xy" is followed
 * by one or more one-letter words "x", then a word starting with "xy" (the three trigrams and " x ");
 * otherwise at most 2/3. Trigram indexes cannot look up two characters, so this function lists, for
 * each text, the two-character keys with which its similarity is 1 ("xy") and those of that second
 * kind ("~xy"), when its title contains them; `*` for a text with characters outside ASCII, whose
 * words pg_trgm may cut otherwise. Indexed with GIN: `… && array['xy', '*']` finds those rows.
 *
 * Texts with characters outside ASCII are also listed apart (trials_search_non_ascii): a query
 * without three letters or digits in a row reads the trigram indexes through its first two and the
 * ASCII character before them (`~ '[\x01-\x7f]xy'`), and those texts separately.
 */
export const TITLE_PAIRS_FUNCTION = `create or replace function "trial_search_title_pairs"(t text) returns text[]
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
        near := tail;
      end if;
      tail := right(w, 2);
      ones := 0;
    end if;
    if k is not null and strpos(title, k) > 0 and not (k = any(keys)) then
      keys := keys || k;
    end if;
    if near is not null and strpos(title, near) > 0 and not ('~' || near = any(keys)) then
      keys := keys || ('~' || near);
    end if;
    prev := w;
  end loop;
  return keys;
end $$;`;

export class Migration20261126090000SearchTitlePairs extends Migration {
  override async up(): Promise<void> {
    this.addSql(TITLE_PAIRS_FUNCTION);
    this.addSql(
      `create index if not exists "trials_search_title_pairs" on "trials" using gin ("trial_search_title_pairs"("search_text")) with (fastupdate = off);`,
    );
    this.addSql(String.raw`create index if not exists "trials_search_non_ascii" on "trials" ("nct_id") where search_text ~ '[^\x01-\x7f]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "trials_search_non_ascii";`);
    this.addSql(`drop index if exists "trials_search_title_pairs";`);
    this.addSql(`drop function if exists "trial_search_title_pairs"(text);`);
  }
}
