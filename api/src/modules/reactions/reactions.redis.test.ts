import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTwoServers } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';

import { testRedisUrl } from '../../../test/redis.js';

const REDIS_URL = (await testRedisUrl()) ?? '';

/** Two server "processes" (own ORM, own pub/sub) on one database, sharing events through Redis. */
describe.runIf(REDIS_URL)('reactions over Redis pub/sub: a like on one server reaches a subscriber on another', () => {
  const fx = useTwoServers(REDIS_URL);
  let user: TestUser;
  const nctId = `NCT4${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  beforeAll(async () => {
    await insertTrials(fx.dbA.ctx().em, [buildTrial({ nctId })]);
    user = await createUser(fx.dbA);
  });

  it('delivers trialReactionsChanged and reactionsFeed across servers', async () => {
    const client = fx.srvB.ws();
    const perTrial = new Promise<any>((resolve, reject) => {
      client.subscribe(
        { query: `subscription($id: ID!) { trialReactionsChanged(nctId: $id) { nctId likes dislikes } }`, variables: { id: nctId } },
        { next: (v) => resolve(v.data), error: reject, complete: () => undefined },
      );
    });
    const feed = new Promise<any>((resolve, reject) => {
      client.subscribe(
        { query: `subscription { reactionsFeed { nctId likes dislikes } }` },
        {
          next: (v) => {
            if ((v.data as any)?.reactionsFeed?.nctId === nctId) resolve(v.data);
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await new Promise((r) => setTimeout(r, 500)); // Redis SUBSCRIBE round trip
    const like = await fx.srvA.rest('POST', `/trials/${nctId}/like`, undefined, user.accessToken);
    expect(like.body.globalReactions).toEqual({ likes: 1, dislikes: 0 });
    expect(await perTrial).toEqual({ trialReactionsChanged: { nctId, likes: 1, dislikes: 0 } });
    expect(await feed).toEqual({ reactionsFeed: { nctId, likes: 1, dislikes: 0 } });
    // and server B reads the committed counts from the shared database
    const onB = await fx.srvB.rest('GET', `/trials/${nctId}`, undefined, user.accessToken);
    expect(onB.body).toMatchObject({ globalReactions: { likes: 1, dislikes: 0 }, userReaction: { liked: true, disliked: false } });
  });
});
