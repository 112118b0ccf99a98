import type { Knex } from '@mikro-orm/postgresql';
import type { Orm } from '../../db/orm.js';
import { hashPassword } from '../auth/auth.password.js';
import { todayIso } from './seed.dates.js';
import { DEFAULT_SEED } from './seed.generator.js';
import { rngFor } from './seed.random.js';

/** The password of every demo account (documented in the README): demo1@trialyst.demo / demo1234. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_EMAIL_DOMAIN = 'trialyst.demo';

const NAMES = [
  'Camille Martin',
  'Lucas Bernard',
  'Emma Dubois',
  'Hugo Thomas',
  'Léa Robert',
  'Louis Richard',
  'Chloé Petit',
  'Gabriel Durand',
  'Sarah Leroy',
  'Jules Moreau',
  'Alice Simon',
  'Adam Laurent',
  'Olivia Brown',
  'Noah Wilson',
  'Mia Schneider',
  'Elias Fischer',
];

/** Comments on a trial still running ({date}: its expected completion month). */
const UPCOMING_FR = [
  'Résultats attendus vers {date} : catalyseur important pour {ticker}.',
  'Le critère principal me paraît ambitieux, je reste prudent avant la lecture des données.',
  'Bon design, randomisé et en double aveugle. Je surveille le recrutement de près.',
  'Le marché a déjà intégré une bonne partie du succès, attention à la volatilité.',
  'Étude clé pour le pipeline, un échec pèserait lourd sur la valorisation.',
  "Quelqu'un a des infos sur l'analyse intermédiaire ? Rien de publié pour l'instant.",
  'Concurrence forte dans cette indication ({condition}), le différentiel devra être net.',
  "J'ai renforcé ma position avant les résultats, pari risqué mais asymétrique.",
];
const UPCOMING_EN = [
  'Topline readout expected around {date}: a key catalyst for {ticker}.',
  'Primary endpoint looks ambitious, staying cautious until the data are out.',
  'Crowded space in {condition}; the effect size will need to be clearly better.',
  'Phase 2 data were encouraging, let us see if it holds up in a larger population.',
];
/** Comments on a trial that has ended ({date}: its completion month). */
const ENDED_FR = [
  'Étude terminée en {date}, les résultats détaillés sont à lire de près avant de se positionner sur {ticker}.',
  'Le profil de tolérance semble correct, reste à voir la discussion avec les autorités.',
  'Le marché a mal réagi à la publication, je trouve la baisse exagérée.',
  'Résultats solides dans {condition}, mais la concurrence arrive vite.',
];
const ENDED_EN = [
  'Study completed in {date}; worth reading the posted results before taking a position in {ticker}.',
  'Safety profile looks clean, the regulatory filing is now the next catalyst.',
];

const monthFr = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthEn = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A moment before `today` (its midnight UTC minus up to `maxDays` days), so demo activity is never in the future. */
function before(rng: ReturnType<typeof rngFor>, today: string, maxDays: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - rng.int(10, maxDays * 1440) * 60_000).toISOString();
}

export interface ActivityOptions {
  seed?: string | number;
  today?: string;
  users?: number;
  /** How many trials the demo users react to and comment on (drawn among phase 3 demo trials). */
  trialPool?: number;
}

export interface ActivitySummary {
  users: number;
  reactions: number;
  comments: number;
  commentLikes: number;
}

async function ensureUsers(knex: Knex, count: number): Promise<{ id: string; email: string }[]> {
  const wanted = Array.from({ length: count }, (_, i) => ({ email: `demo${i + 1}@${DEMO_EMAIL_DOMAIN}`, name: NAMES[i % NAMES.length] }));
  const existing: { email: string }[] = await knex('users')
    .select('email')
    .whereIn(
      'email',
      wanted.map((u) => u.email),
    );
  const have = new Set(existing.map((e) => e.email));
  const missing = wanted.filter((u) => !have.has(u.email));
  if (missing.length) {
    const hash = await hashPassword(DEMO_PASSWORD);
    await knex('users')
      .insert(missing.map((u) => ({ email: u.email, name: u.name, password_hash: hash })))
      .onConflict('email')
      .ignore();
  }
  const rows: { id: string; email: string }[] = await knex('users')
    .select('id', 'email')
    .whereIn(
      'email',
      wanted.map((u) => u.email),
    );
  return wanted.map((w) => rows.find((r) => r.email === w.email)!).filter(Boolean);
}

/**
 * Deterministic demo users with reactions on trials, comments and comment likes, so the
 * dashboard's popular trials and comments are not empty. Idempotent: existing rows are kept
 * (a demo user's own later reactions win), and the denormalised counters (trials.likes,
 * trials.dislikes, comments.likes) are recomputed from the rows.
 */
export async function seedDemoActivity(orm: Orm, options: ActivityOptions = {}): Promise<ActivitySummary> {
  const seed = String(options.seed ?? DEFAULT_SEED);
  const today = options.today ?? todayIso();
  const em = orm.em.fork();
  const knex = em.getKnex();
  const trials: { nct_id: string; ticker: string | null; completion_date: string | null; condition: string | null }[] = await knex('trials')
    .select('nct_id', 'ticker', knex.raw(`to_char(completion_date, 'YYYY-MM-DD') as completion_date`), knex.raw('conditions[1] as condition'))
    .where('source', 'demo')
    .whereRaw(`phases @> '{PHASE3}'`)
    // Investors talk about listed sponsors' trials first.
    .orderByRaw('(ticker is null), nct_id')
    .limit(options.trialPool ?? 400);
  if (!trials.length) return { users: 0, reactions: 0, comments: 0, commentLikes: 0 };

  return knex.transaction(async (tk) => {
    const users = await ensureUsers(tk, options.users ?? 12);
    const rng = rngFor(seed, 'activity');
    // A few trials everybody talks about, then a long tail.
    const hot = rng.sample(trials, Math.min(30, trials.length));
    const reactions: { user_id: string; trial_nct_id: string; kind: string; created_at: string; updated_at: string }[] = [];
    for (const u of users) {
      const picks = new Set([...rng.sample(hot, rng.int(6, Math.min(18, hot.length))), ...rng.sample(trials, rng.int(3, 12))]);
      for (const t of picks) {
        const at = before(rng, today, 60);
        reactions.push({
          user_id: u.id,
          trial_nct_id: t.nct_id,
          kind: rng.chance(hot.includes(t) ? 0.85 : 0.6) ? 'LIKE' : 'DISLIKE',
          created_at: at,
          updated_at: at,
        });
      }
    }
    await tk('trial_reactions').insert(reactions).onConflict(['user_id', 'trial_nct_id']).ignore();

    const comments: { id: string; trial_nct_id: string; user_id: string; content: string; created_at: string; updated_at: string }[] = [];
    for (const t of hot) {
      for (let k = rng.int(1, 4); k > 0; k--) {
        const ended = t.completion_date !== null && t.completion_date < today;
        const french = rng.chance(0.7);
        const template = rng.pick(ended ? (french ? ENDED_FR : ENDED_EN) : french ? UPCOMING_FR : UPCOMING_EN);
        const when = t.completion_date
          ? (french ? monthFr : monthEn).format(new Date(`${t.completion_date}T00:00:00Z`))
          : french
            ? "la fin de l'étude"
            : 'study end';
        const content = template
          .replace('{date}', when)
          .replace('{ticker}', t.ticker ?? (french ? 'le sponsor' : 'the sponsor'))
          .replace('{condition}', t.condition ?? (french ? 'cette indication' : 'this indication'));
        const at = before(rng, today, 45);
        comments.push({ id: rng.uuid(), trial_nct_id: t.nct_id, user_id: rng.pick(users).id, content, created_at: at, updated_at: at });
      }
    }
    await tk('comments').insert(comments).onConflict('id').ignore();
    const existingComments: { id: string }[] = await tk('comments')
      .select('id')
      .whereIn(
        'id',
        comments.map((c) => c.id),
      );
    const likes: { comment_id: string; user_id: string }[] = [];
    for (const c of existingComments) for (const u of rng.sample(users, rng.int(0, Math.min(8, users.length)))) likes.push({ comment_id: c.id, user_id: u.id });
    if (likes.length) await tk('comment_likes').insert(likes).onConflict(['comment_id', 'user_id']).ignore();

    // Counters equal to their rows.
    const ids = [...new Set(reactions.map((r) => r.trial_nct_id))];
    await tk.raw(
      `update trials t set likes = coalesce(r.likes, 0), dislikes = coalesce(r.dislikes, 0)
       from (select x.id, count(*) filter (where tr.kind = 'LIKE') as likes, count(*) filter (where tr.kind = 'DISLIKE') as dislikes
             from unnest(?::text[]) as x(id) left join trial_reactions tr on tr.trial_nct_id = x.id group by x.id) r
       where t.nct_id = r.id`,
      [ids],
    );
    await tk.raw(`update comments c set likes = (select count(*) from comment_likes cl where cl.comment_id = c.id) where c.id = any(?::uuid[])`, [
      existingComments.map((c) => c.id),
    ]);
    return { users: users.length, reactions: reactions.length, comments: comments.length, commentLikes: likes.length };
  });
}
