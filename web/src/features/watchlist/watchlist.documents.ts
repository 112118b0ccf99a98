import { graphql } from '../../gql';

/** What the watch buttons need: the ids on the signed-in user's watchlist (one cached query for every button). */
export const WatchlistIdsFields = graphql(`
  fragment WatchlistIdsFields on Watchlist {
    trials {
      nctId
    }
    companies {
      ticker
    }
  }
`);

export const WatchStateQuery = graphql(`
  query WatchState {
    myWatchlist {
      ...WatchlistIdsFields
    }
  }
`);

export const WatchMutation = graphql(`
  mutation Watch($kind: WatchKind!, $id: String!) {
    watch(kind: $kind, id: $id) {
      ...WatchlistIdsFields
    }
  }
`);

export const UnwatchMutation = graphql(`
  mutation Unwatch($kind: WatchKind!, $id: String!) {
    unwatch(kind: $kind, id: $id) {
      ...WatchlistIdsFields
    }
  }
`);

/** The /watchlist page: watched trials as cards, watched companies, and the private calendar feed's state. */
export const WatchlistPageQuery = graphql(`
  query WatchlistPage {
    myWatchlist {
      trials {
        nctId
        watchedAt
        trial {
          ...TrialCardFields
        }
      }
      companies {
        ticker
        name
        trialCount
        watchedAt
      }
    }
    myCalendarFeed {
      active
      createdAt
    }
  }
`);

export const CreateCalendarFeedMutation = graphql(`
  mutation CreateCalendarFeed($clientMutationId: String) {
    createCalendarFeed(clientMutationId: $clientMutationId) {
      token
      path
      createdAt
    }
  }
`);

export const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`);
