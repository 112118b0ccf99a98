import { graphql } from '../gql';

// The app-wide live feeds. One document per feed for every listener: Apollo shares one subscription
// between identical operations, so the layout, the dashboard and the popular page use a single one.

/** New reaction counts of any trial after each change (the layout writes them to the cache). */
export const ReactionsFeedSubscription = graphql(`
  subscription ReactionsFeed {
    reactionsFeed {
      nctId
      likes
      dislikes
    }
  }
`);

/** Every comment change on any trial; the comment's new like count reaches the cache at once. */
export const RecentCommentsFeedSubscription = graphql(`
  subscription RecentCommentsFeed {
    recentCommentsFeed {
      type
      nctId
      comment {
        id
        likes
      }
    }
  }
`);
