import { graphql } from '../../gql';

export const UnreadAlertCountQuery = graphql(`
  query UnreadAlertCount {
    unreadAlertCount
  }
`);

/** The signed-in user's new alerts (one shared subscription: the bell and the alerts page). */
export const AlertCreatedSubscription = graphql(`
  subscription AlertCreated {
    alertCreated {
      id
      kind
      nctId
    }
  }
`);

export const AlertFields = graphql(`
  fragment AlertFields on Alert {
    id
    kind
    nctId
    ticker
    createdAt
    readAt
    via
    previousRecommendation
    recommendation
    changes {
      field
      oldValue
      newValue
      slipDays
    }
    trial {
      nctId
      briefTitle
    }
    regulatory {
      reason
      eventId
      kind
      agency
      date
      previousDate
      dateConfidence
      outcome
      drug
      applicationNumber
      sourceUrl
      demo
    }
  }
`);

export const AlertsPageQuery = graphql(`
  query AlertsPage($first: Int, $after: String, $unreadOnly: Boolean, $kind: AlertKind) {
    myAlerts(first: $first, after: $after, unreadOnly: $unreadOnly, kind: $kind) {
      nodes {
        ...AlertFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      unreadCount
    }
  }
`);

export const MarkAlertsReadMutation = graphql(`
  mutation MarkAlertsRead($ids: [ID!]) {
    markAlertsRead(ids: $ids) {
      updated
      unreadCount
    }
  }
`);

export const WebhookFields = graphql(`
  fragment WebhookFields on Webhook {
    url
    createdAt
    active
    disabledAt
    consecutiveFailures
    deliveries {
      id
      alertKind
      status
      attempts
      lastStatusCode
      lastError
      createdAt
      finishedAt
    }
  }
`);

export const WebhookQuery = graphql(`
  query MyWebhook {
    myWebhook {
      ...WebhookFields
    }
  }
`);

export const SetWebhookMutation = graphql(`
  mutation SetWebhook($url: String!, $clientMutationId: String) {
    setWebhook(url: $url, clientMutationId: $clientMutationId) {
      secret
      webhook {
        ...WebhookFields
      }
    }
  }
`);

export const DeleteWebhookMutation = graphql(`
  mutation DeleteWebhook {
    deleteWebhook
  }
`);

export const AlertEmailFields = graphql(`
  fragment AlertEmailFields on AlertEmailSettings {
    mode
    emailEnabled
    address
    locale
    nextDigestAt
    mails {
      id
      kind
      subject
      status
      attempts
      lastError
      createdAt
      sentAt
      nextAttemptAt
    }
  }
`);

export const AlertEmailQuery = graphql(`
  query MyAlertEmail {
    myAlertEmail {
      ...AlertEmailFields
    }
  }
`);

export const SetAlertEmailMutation = graphql(`
  mutation SetAlertEmail($mode: AlertEmailMode!) {
    setAlertEmail(mode: $mode) {
      ...AlertEmailFields
    }
  }
`);
