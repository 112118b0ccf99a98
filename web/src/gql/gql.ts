/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SystemInfo {\n    systemInfo {\n      demoTrials\n      totalTrials\n      version\n    }\n  }\n": typeof types.SystemInfoDocument,
    "\n  subscription ReactionsFeed {\n    reactionsFeed {\n      nctId\n      likes\n      dislikes\n    }\n  }\n": typeof types.ReactionsFeedDocument,
    "\n  subscription RecentCommentsFeed {\n    recentCommentsFeed {\n      type\n      nctId\n      comment {\n        id\n        likes\n      }\n    }\n  }\n": typeof types.RecentCommentsFeedDocument,
    "\n  query UnreadAlertCount {\n    unreadAlertCount\n  }\n": typeof types.UnreadAlertCountDocument,
    "\n  subscription AlertCreated {\n    alertCreated {\n      id\n      kind\n      nctId\n    }\n  }\n": typeof types.AlertCreatedDocument,
    "\n  fragment AlertFields on Alert {\n    id\n    kind\n    nctId\n    ticker\n    createdAt\n    readAt\n    via\n    previousRecommendation\n    recommendation\n    changes {\n      field\n      oldValue\n      newValue\n      slipDays\n    }\n    trial {\n      nctId\n      briefTitle\n    }\n  }\n": typeof types.AlertFieldsFragmentDoc,
    "\n  query AlertsPage($first: Int, $after: String, $unreadOnly: Boolean, $kind: AlertKind) {\n    myAlerts(first: $first, after: $after, unreadOnly: $unreadOnly, kind: $kind) {\n      nodes {\n        ...AlertFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      unreadCount\n    }\n  }\n": typeof types.AlertsPageDocument,
    "\n  mutation MarkAlertsRead($ids: [ID!]) {\n    markAlertsRead(ids: $ids) {\n      updated\n      unreadCount\n    }\n  }\n": typeof types.MarkAlertsReadDocument,
    "\n  fragment WebhookFields on Webhook {\n    url\n    createdAt\n    active\n    disabledAt\n    consecutiveFailures\n    deliveries {\n      id\n      alertKind\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      finishedAt\n    }\n  }\n": typeof types.WebhookFieldsFragmentDoc,
    "\n  query MyWebhook {\n    myWebhook {\n      ...WebhookFields\n    }\n  }\n": typeof types.MyWebhookDocument,
    "\n  mutation SetWebhook($url: String!, $clientMutationId: String) {\n    setWebhook(url: $url, clientMutationId: $clientMutationId) {\n      secret\n      webhook {\n        ...WebhookFields\n      }\n    }\n  }\n": typeof types.SetWebhookDocument,
    "\n  mutation DeleteWebhook {\n    deleteWebhook\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  query AnalysisQuote($ticker: String!) {\n    stock(ticker: $ticker) {\n      ticker\n      currentPrice\n      changePercent\n      currency\n      isError\n    }\n  }\n": typeof types.AnalysisQuoteDocument,
    "\n  query TrialAnalysis($nctId: ID!) {\n    trialAnalysis(nctId: $nctId) {\n      id\n      nctId\n      analyzedAt\n      summary {\n        recommendation\n        score\n        hasError\n        errorType\n        errorMessage\n        ticker\n        investmentVerdict\n        sponsorListed\n        ticker\n        timeline {\n          startDate\n          primaryCompletionDate\n          completionDate\n          resultsPostedDate\n          expectedReadoutFrom\n          expectedReadoutTo\n        }\n      }\n      details {\n        analysis\n        opportunities\n        risks\n        keyFactors\n      }\n      breakdown {\n        prior\n        priorSource\n        priorBasis\n        phase\n        areaLabel\n        logOdds\n        forecast\n        outcome\n        probability\n        probabilityOfApproval\n        probabilityOfApprovalLabel\n        expectedMove\n        formula\n        score\n        investThreshold\n        watchThreshold\n        missing\n        factors {\n          key\n          label\n          effect\n          min\n          max\n          statement\n          source\n        }\n        context {\n          key\n          label\n          statement\n          tone\n        }\n        terms {\n          key\n          label\n          value\n          shown\n          digits\n          unit\n        }\n        market {\n          bucket\n          provisional\n          source\n          ahead\n          breakEven\n        }\n      }\n    }\n  }\n": typeof types.TrialAnalysisDocument,
    "\n  query AnalyticsSummaryPage($dateFrom: String, $dateTo: String) {\n    analyticsSummary(dateFrom: $dateFrom, dateTo: $dateTo) {\n      ...AnalyticsSummaryFields\n    }\n  }\n": typeof types.AnalyticsSummaryPageDocument,
    "\n  query AnalyticsPage($type: AnalyticsType, $dateFrom: String, $dateTo: String, $limit: Int) {\n    analytics(type: $type, dateFrom: $dateFrom, dateTo: $dateTo, limit: $limit) {\n      type\n      generatedAt\n      summary {\n        ...AnalyticsSummaryFields\n      }\n      snapshots {\n        id\n        createdAt\n        trialCount\n        dateFrom\n        dateTo\n        summary {\n          ...AnalyticsSummaryFields\n        }\n      }\n    }\n  }\n": typeof types.AnalyticsPageDocument,
    "\n  query AnalyticsFilterOptions {\n    analyticsFilters {\n      dateRange {\n        min\n        max\n      }\n      limits\n      defaultLimit\n      snapshotCount\n      latestSnapshotAt\n    }\n  }\n": typeof types.AnalyticsFilterOptionsDocument,
    "\n  mutation RefreshAnalytics($filters: AnalyticsFiltersInput, $clientMutationId: String) {\n    refreshAnalytics(filters: $filters, clientMutationId: $clientMutationId) {\n      id\n      createdAt\n      trialCount\n    }\n  }\n": typeof types.RefreshAnalyticsDocument,
    "\n  subscription AnalyticsRefreshed {\n    analyticsRefreshed {\n      id\n      createdAt\n      trialCount\n    }\n  }\n": typeof types.AnalyticsRefreshedDocument,
    "\n  fragment AnalyticsDatesFields on AnalyticsDates {\n    startDateRange {\n      ...AnalyticsDateRangeFields\n    }\n    completionDateRange {\n      ...AnalyticsDateRangeFields\n    }\n  }\n": typeof types.AnalyticsDatesFieldsFragmentDoc,
    "\n  fragment AnalyticsDateRangeFields on AnalyticsDateRange {\n    earliest\n    latest\n    count\n  }\n": typeof types.AnalyticsDateRangeFieldsFragmentDoc,
    "\n  fragment InvestmentInsightsFields on AnalyticsInvestmentInsights {\n    analyzedTrials\n    averageScore\n    recommendations {\n      name\n      count\n    }\n    stockOpportunities {\n      name\n      count\n    }\n    topRisks {\n      ...TrialHighlightFields\n    }\n    topOpportunities {\n      ...TrialHighlightFields\n    }\n  }\n": typeof types.InvestmentInsightsFieldsFragmentDoc,
    "\n  fragment TrialHighlightFields on AnalyticsTrialHighlight {\n    nctId\n    briefTitle\n    leadSponsor\n    ticker\n    score\n    recommendation\n    investmentVerdict\n  }\n": typeof types.TrialHighlightFieldsFragmentDoc,
    "\n  fragment AnalyticsOverviewFields on AnalyticsOverview {\n    totalTrials\n    totalEnrollment\n    averageEnrollment\n    lastUpdate\n  }\n": typeof types.AnalyticsOverviewFieldsFragmentDoc,
    "\n  fragment AnalyticsSummaryFields on AnalyticsSummary {\n    overview {\n      ...AnalyticsOverviewFields\n    }\n    investmentInsights {\n      ...InvestmentInsightsFields\n    }\n    dates {\n      ...AnalyticsDatesFields\n    }\n    topMetrics {\n      topCountries {\n        name\n        count\n      }\n      topSponsors {\n        name\n        count\n      }\n      statusDistribution {\n        name\n        count\n      }\n      topConditions {\n        name\n        count\n      }\n    }\n    geographic {\n      continents {\n        name\n        count\n      }\n    }\n    phases {\n      name\n      count\n    }\n    enrollment {\n      total\n      average\n      median\n      min\n      max\n    }\n  }\n": typeof types.AnalyticsSummaryFieldsFragmentDoc,
    "\n  fragment UserFields on User {\n    id\n    email\n    name\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($email: String!, $password: String!, $name: String, $clientMutationId: String) {\n    register(email: $email, password: $password, name: $name, clientMutationId: $clientMutationId) {\n      accessToken\n      refreshToken\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken)\n  }\n": typeof types.LogoutDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query CalendarMonthCounts($from: String, $count: Int, $filter: CalendarFilter) {\n    calendarMonths(from: $from, count: $count, filter: $filter) {\n      month\n      count\n    }\n  }\n": typeof types.CalendarMonthCountsDocument,
    "\n  query CalendarMonth($month: String!, $filter: CalendarFilter) {\n    calendarMonth(month: $month, filter: $filter) {\n      month\n      count\n      trials {\n        ...CalendarTrialFields\n      }\n    }\n  }\n": typeof types.CalendarMonthDocument,
    "\n  fragment CalendarTrialFields on Trial {\n    nctId\n    briefTitle\n    completionDate\n    nextCatalyst {\n      ...NextCatalystFields\n    }\n    leadSponsorName\n    ticker\n    investmentVerdict\n    recommendation\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    phases\n    enrollment\n    status\n    statusLabel\n    conditions\n    stock {\n      ticker\n      currentPrice\n      changePercent\n      currency\n      marketCap\n      isError\n    }\n  }\n": typeof types.CalendarTrialFieldsFragmentDoc,
    "\n  fragment NextCatalystFields on NextCatalyst {\n    kind\n    windowStart\n    windowEnd\n    precision\n    label\n    confidence\n  }\n": typeof types.NextCatalystFieldsFragmentDoc,
    "\n  fragment CommentFields on Comment {\n    id\n    userId\n    nctId\n    name\n    content\n    createdAt\n    isEdited\n    likes\n    likedByMe\n  }\n": typeof types.CommentFieldsFragmentDoc,
    "\n  query TrialComments($nctId: String!, $limit: Int) {\n    comments(nctId: $nctId, limit: $limit, sortBy: CREATED_AT, sortOrder: DESC) {\n      totalCount\n      comments {\n        ...CommentFields\n      }\n    }\n    commentStats(nctId: $nctId) {\n      totalComments\n      uniqueUsers\n    }\n  }\n": typeof types.TrialCommentsDocument,
    "\n  subscription CommentEvents($nctId: String!) {\n    commentEvents(nctId: $nctId) {\n      type\n      nctId\n      comment {\n        id\n      }\n    }\n  }\n": typeof types.CommentEventsDocument,
    "\n  mutation CreateComment($nctId: String!, $content: String!, $clientMutationId: String) {\n    createComment(nctId: $nctId, content: $content, clientMutationId: $clientMutationId) {\n      ...CommentFields\n    }\n  }\n": typeof types.CreateCommentDocument,
    "\n  mutation UpdateComment($id: ID!, $content: String!) {\n    updateComment(id: $id, content: $content) {\n      ...CommentFields\n    }\n  }\n": typeof types.UpdateCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation ToggleCommentLike($id: ID!, $clientMutationId: String) {\n    toggleCommentLike(id: $id, clientMutationId: $clientMutationId) {\n      liked\n      likes\n      comment {\n        ...CommentFields\n      }\n    }\n  }\n": typeof types.ToggleCommentLikeDocument,
    "\n  fragment CompanyChartFields on Company {\n    ticker\n    currency\n    priceHistory(range: $range) {\n      currency\n      isError\n      error\n      prices {\n        date\n        close\n        volume\n      }\n    }\n    events(days: $days, max: 150) {\n      date\n      kind\n      trial {\n        nctId\n        briefTitle\n      }\n    }\n  }\n": typeof types.CompanyChartFieldsFragmentDoc,
    "\n  query CompanyChart($ticker: String!, $range: ChartRange!, $days: Int!) {\n    company(ticker: $ticker) {\n      ...CompanyChartFields\n    }\n  }\n": typeof types.CompanyChartDocument,
    "\n  fragment CompanyPipelineTrialFields on CompanyTrial {\n    nctId\n    briefTitle\n    phases\n    phaseKey\n    status\n    area\n    role\n    score\n    recommendation\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    matchVia\n    nextCatalyst {\n      ...NextCatalystFields\n    }\n  }\n": typeof types.CompanyPipelineTrialFieldsFragmentDoc,
    "\n  query CompanyPage($ticker: String!, $range: ChartRange!, $days: Int!, $pipelineFirst: Int!) {\n    company(ticker: $ticker) {\n      ticker\n      name\n      exchange\n      country\n      currency\n      kind\n      source\n      subsidiaries {\n        name\n        relation\n      }\n      formerCompanies {\n        name\n        event\n        year\n      }\n      marketCapUsd\n      trialCount\n      stock {\n        ticker\n        currentPrice\n        change\n        changePercent\n        currency\n        marketCap\n        isError\n        error\n        historicalPrices {\n          date\n          close\n        }\n      }\n      pipeline(first: $pipelineFirst) {\n        ...CompanyPipelineTrialFields\n      }\n      groups {\n        byPhase {\n          key\n          count\n        }\n        byArea {\n          key\n          count\n        }\n        byStatus {\n          key\n          count\n        }\n      }\n      scoreDistribution {\n        buckets {\n          from\n          to\n          count\n        }\n        unscored\n      }\n      upcomingCatalysts(months: 24, first: 60) {\n        catalyst {\n          ...NextCatalystFields\n        }\n        trial {\n          nctId\n          briefTitle\n          phaseKey\n        }\n      }\n      pastReadouts(first: 20) {\n        date\n        outcome\n        bestPValue\n        trial {\n          nctId\n          briefTitle\n        }\n      }\n      ...CompanyChartFields\n    }\n  }\n": typeof types.CompanyPageDocument,
    "\n  query CompanySearch($search: String!) {\n    companies(search: $search, first: 5) {\n      ticker\n      name\n      trialCount\n    }\n  }\n": typeof types.CompanySearchDocument,
    "\n  fragment CommentCardFields on Comment {\n    id\n    nctId\n    name\n    content\n    createdAt\n    likes\n    trialTitle\n  }\n": typeof types.CommentCardFieldsFragmentDoc,
    "\n  query UpcomingTrials($phases: [Phase!], $days: Int, $limit: Int) {\n    upcomingTrials(phases: $phases, days: $days, limit: $limit) {\n      nctId\n      briefTitle\n      status\n      statusLabel\n      phaseLabels\n      leadSponsorName\n      completionDate\n      ticker\n      nextCatalyst {\n        ...NextCatalystFields\n      }\n    }\n  }\n": typeof types.UpcomingTrialsDocument,
    "\n  query Dashboard($popularTrials: Int, $comments: Int) {\n    popularTrials(limit: $popularTrials) {\n      ...TrialCardFields\n    }\n    recentComments(limit: $comments) {\n      ...CommentCardFields\n    }\n    popularComments(limit: $comments) {\n      ...CommentCardFields\n    }\n    trialsTableStats {\n      totalTrials\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query DashboardLiked {\n    myReactions {\n      likedTrials\n      liked {\n        ...TrialCardFields\n      }\n    }\n  }\n": typeof types.DashboardLikedDocument,
    "\n  query Favorites {\n    myReactions {\n      likedTrials\n      dislikedTrials\n      liked {\n        ...TrialCardFields\n      }\n      disliked {\n        ...TrialCardFields\n      }\n    }\n  }\n": typeof types.FavoritesDocument,
    "\n  query TrialHistory($nctId: ID!) {\n    trial(nctId: $nctId) {\n      nctId\n      changes {\n        id\n        field\n        oldValue\n        newValue\n        changedAt\n        slipDays\n        recordedAt\n      }\n    }\n  }\n": typeof types.TrialHistoryDocument,
    "\n  fragment MethodologyApprovalFields on MethodologyApproval {\n    area\n    probability\n    source {\n      fr\n      en\n    }\n  }\n": typeof types.MethodologyApprovalFieldsFragmentDoc,
    "\n  fragment EvaluationFields on Evaluation {\n    setName\n    setKind\n    evaluatedAt\n    engineVersion\n    readCount\n    n\n    positives\n    negatives\n    baseRate\n    baseRateBrier\n    exclusions {\n      reason\n      count\n    }\n    probability {\n      n\n      positives\n      negatives\n      rocAuc\n      prAuc\n      brier\n      reliability {\n        ...ReliabilityBinFields\n      }\n    }\n    prior {\n      n\n      positives\n      negatives\n      rocAuc\n      prAuc\n      brier\n      reliability {\n        ...ReliabilityBinFields\n      }\n    }\n  }\n": typeof types.EvaluationFieldsFragmentDoc,
    "\n  fragment MethodologyFactorFields on MethodologyFactor {\n    key\n    label {\n      fr\n      en\n    }\n    min\n    max\n    source {\n      fr\n      en\n    }\n    field\n  }\n": typeof types.MethodologyFactorFieldsFragmentDoc,
    "\n  fragment MethodologyMarketFields on MethodologyMarketRow {\n    bucket\n    upside\n    downside\n    breakEven\n    provisional\n    source {\n      fr\n      en\n    }\n  }\n": typeof types.MethodologyMarketFieldsFragmentDoc,
    "\n  fragment MethodologyModelFields on MethodologyModel {\n    engineVersion\n    probability {\n      fr\n      en\n    }\n    score {\n      fr\n      en\n    }\n    investThreshold\n    watchThreshold\n    priors {\n      ...MethodologyPriorFields\n    }\n    factors {\n      ...MethodologyFactorFields\n    }\n    approval {\n      ...MethodologyApprovalFields\n    }\n    market {\n      ...MethodologyMarketFields\n    }\n  }\n": typeof types.MethodologyModelFieldsFragmentDoc,
    "\n  fragment MethodologyPriorFields on MethodologyPrior {\n    area\n    phase\n    probability\n    source {\n      fr\n      en\n    }\n    basis {\n      fr\n      en\n    }\n  }\n": typeof types.MethodologyPriorFieldsFragmentDoc,
    "\n  fragment ReliabilityBinFields on ReliabilityBin {\n    bin\n    lower\n    upper\n    n\n    meanPredicted\n    observedRate\n  }\n": typeof types.ReliabilityBinFieldsFragmentDoc,
    "\n  query MethodologyPage {\n    methodology {\n      model {\n        ...MethodologyModelFields\n      }\n      evaluations {\n        ...EvaluationFields\n      }\n    }\n  }\n": typeof types.MethodologyPageDocument,
    "\n  fragment PopularCommentFields on Comment {\n    id\n    nctId\n    name\n    content\n    createdAt\n    likes\n    trialTitle\n  }\n": typeof types.PopularCommentFieldsFragmentDoc,
    "\n  query PopularTrialsPage($limit: Int) {\n    popularTrials(limit: $limit) {\n      ...TrialCardFields\n    }\n  }\n": typeof types.PopularTrialsPageDocument,
    "\n  query PopularCommentsPage($limit: Int) {\n    popularComments(limit: $limit) {\n      ...PopularCommentFields\n    }\n  }\n": typeof types.PopularCommentsPageDocument,
    "\n  query SearchTrials($query: String!, $limit: Int) {\n    searchTrials(query: $query, limit: $limit) {\n      nctId\n      briefTitle\n      leadSponsorName\n      status\n      statusLabel\n    }\n  }\n": typeof types.SearchTrialsDocument,
    "\n  fragment StockCardFields on Trial {\n    nctId\n    briefTitle\n    leadSponsorName\n    ticker\n    investmentVerdict\n    score\n    recommendation\n    phases\n    completionDate\n    stock {\n      ticker\n      companyName\n      currentPrice\n      change\n      changePercent\n      currency\n      marketCap\n      marketCapUsd\n      peRatio\n      beta\n      fiftyTwoWeekHigh\n      fiftyTwoWeekLow\n      volume\n      exchange\n      marketState\n      source\n      stale\n      isError\n      error\n      errorReason\n    }\n  }\n": typeof types.StockCardFieldsFragmentDoc,
    "\n  query StockDashboard($investmentVerdict: InvestmentVerdict, $page: Int, $limit: Int, $sortBy: EnrichedTrialsSort, $sortOrder: SortOrder) {\n    enrichedTrials(investmentVerdict: $investmentVerdict, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {\n      trials {\n        ...StockCardFields\n      }\n      pagination {\n        ...PaginationFields\n      }\n    }\n  }\n": typeof types.StockDashboardDocument,
    "\n  query StockCacheStats {\n    stockCacheStats {\n      validEntries\n      totalEntries\n      backend\n      provider\n    }\n  }\n": typeof types.StockCacheStatsDocument,
    "\n  mutation ClearStockCache {\n    clearStockCache {\n      cleared\n    }\n  }\n": typeof types.ClearStockCacheDocument,
    "\n  fragment PaginationFields on Pagination {\n    currentPage\n    totalPages\n    totalCount\n    limit\n    hasNextPage\n    hasPrevPage\n  }\n": typeof types.PaginationFieldsFragmentDoc,
    "\n  fragment TableRowFields on Trial {\n    nctId\n    briefTitle\n    leadSponsorName\n    ticker\n    phases\n    score\n    recommendation\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    investmentVerdict\n    enrollment\n    completionDate\n    countries\n  }\n": typeof types.TableRowFieldsFragmentDoc,
    "\n  query TrialsTable($filter: TrialsTableFilter, $page: Int, $limit: Int, $sortBy: TrialsTableSortField, $sortOrder: SortOrder) {\n    trialsTable(filter: $filter, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {\n      rows {\n        ...TableRowFields\n      }\n      pagination {\n        ...PaginationFields\n      }\n    }\n  }\n": typeof types.TrialsTableDocument,
    "\n  query TrialsTableStats($filter: TrialsTableFilter) {\n    trialsTableStats(filter: $filter) {\n      totalTrials\n      averageScore\n      totalEnrollment\n      recommendationBreakdown {\n        name\n        count\n      }\n      investmentBreakdown {\n        name\n        count\n      }\n    }\n  }\n": typeof types.TrialsTableStatsDocument,
    "\n  query TrialsTableFilters {\n    trialsTableFilters {\n      investmentVerdicts\n      phases\n      dateRange {\n        min\n        max\n      }\n    }\n  }\n": typeof types.TrialsTableFiltersDocument,
    "\n  query TableQuotes($tickers: [String!]!) {\n    stocks(tickers: $tickers) {\n      ticker\n      currentPrice\n      change\n      changePercent\n      currency\n      isError\n    }\n  }\n": typeof types.TableQuotesDocument,
    "\n  fragment TrialReactionFields on Trial {\n    nctId\n    likes\n    dislikes\n    viewerReaction {\n      liked\n      disliked\n    }\n  }\n": typeof types.TrialReactionFieldsFragmentDoc,
    "\n  fragment TrialScientificFields on Trial {\n    nctId\n    detailedDescription\n    ...TrialInterventionsFields\n    ...TrialEligibilityFields\n    ...TrialOutcomesFields\n    ...TrialStatisticalResultsFields\n    ...TrialSeriousEventsFields\n    ...TrialSitesFields\n  }\n": typeof types.TrialScientificFieldsFragmentDoc,
    "\n  fragment TrialSeriousEventsFields on Trial {\n    nctId\n    results {\n      adverseEventsModule {\n        seriousEvents {\n          term\n          organSystem\n          stats {\n            numAffected\n            numAtRisk\n          }\n        }\n      }\n    }\n  }\n": typeof types.TrialSeriousEventsFieldsFragmentDoc,
    "\n  fragment SponsorMatchFields on SponsorMatch {\n    method\n    companyName\n    matchedName\n    score\n    relation\n    confidence\n    via\n    acquiredBy\n    acquiredYear\n    collaboratorName\n    collaboratorMethod\n  }\n": typeof types.SponsorMatchFieldsFragmentDoc,
    "\n  fragment TrialStatisticalResultsFields on Trial {\n    nctId\n    results {\n      outcomeMeasuresModule {\n        outcomeMeasures {\n          title\n          type\n          reportingStatus\n          analyses {\n            pValue\n            ciLowerLimit\n            ciUpperLimit\n            ciPctValue\n            statisticalMethod\n          }\n        }\n      }\n    }\n  }\n": typeof types.TrialStatisticalResultsFieldsFragmentDoc,
    "\n  fragment StockQuoteFields on StockData {\n    ticker\n    currentPrice\n    change\n    changePercent\n    previousClose\n    dayHigh\n    dayLow\n    volume\n    marketState\n    lastUpdate\n  }\n": typeof types.StockQuoteFieldsFragmentDoc,
    "\n  fragment StockOverviewFields on StockData {\n    ...StockQuoteFields\n    companyName\n    exchange\n    currency\n    marketCap\n    peRatio\n    beta\n    dividendYield\n    avgVolume\n    fiftyTwoWeekLow\n    fiftyTwoWeekHigh\n    monthChangePercent\n    isError\n    error\n    errorReason\n  }\n": typeof types.StockOverviewFieldsFragmentDoc,
    "\n  query StockChart($ticker: String!) {\n    stock(ticker: $ticker) {\n      ...StockOverviewFields\n      historicalPrices {\n        date\n        close\n      }\n    }\n  }\n": typeof types.StockChartDocument,
    "\n  subscription LiveQuotes($tickers: [String!]!) {\n    stockQuotes(tickers: $tickers) {\n      ...StockQuoteFields\n    }\n  }\n": typeof types.LiveQuotesDocument,
    "\n  query StockPanel($ticker: String!) {\n    stock(ticker: $ticker) {\n      ...StockOverviewFields\n      monthChange\n      historicalPrices {\n        date\n      }\n      holders {\n        insidersPercentHeld\n        institutionsPercentHeld\n        institutionsFloatPercentHeld\n        institutionsCount\n      }\n      currency\n      analystRecommendations {\n        period\n        strongBuy\n        buy\n        hold\n        sell\n        strongSell\n      }\n      financialData {\n        numberOfAnalystOpinions\n        recommendationKey\n        targetLowPrice\n        targetMeanPrice\n        targetHighPrice\n        totalRevenue\n        revenuePerShare\n        revenueGrowth\n        grossProfits\n        profitMargins\n        operatingMargins\n        returnOnAssets\n        returnOnEquity\n        earningsGrowth\n        totalCash\n        totalDebt\n        debtToEquity\n        currentRatio\n        freeCashflow\n        operatingCashflow\n      }\n      keyStats {\n        forwardPE\n        pegRatio\n        priceToBook\n        priceToSales\n        enterpriseValue\n        enterpriseToRevenue\n        enterpriseToEbitda\n        shortRatio\n      }\n      topInstitutions {\n        organization\n        pctHeld\n        position\n        value\n      }\n    }\n  }\n": typeof types.StockPanelDocument,
    "\n  fragment TrialStocksFields on Trial {\n    nctId\n    briefTitle\n    ticker\n    leadSponsorName\n    score\n    recommendation\n    investmentVerdict\n    sponsorMatch {\n      ...SponsorMatchFields\n    }\n  }\n": typeof types.TrialStocksFieldsFragmentDoc,
    "\n  fragment TrialSummaryFields on Trial {\n    nctId\n    status\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    enrollmentSize\n    description\n    conditions\n    phaseLabels\n    studyType\n    startDate\n    completionDate\n    completionDateType\n    enrollment\n    leadSponsor {\n      name\n      class\n    }\n    siteCount\n    countries\n    interventions {\n      name\n      type\n      description\n    }\n  }\n": typeof types.TrialSummaryFieldsFragmentDoc,
    "\n  fragment TrialCardFields on Trial {\n    nctId\n    briefTitle\n    status\n    statusLabel\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    phaseLabels\n    leadSponsorName\n    collaborators {\n      name\n    }\n    conditions\n    startDate\n    completionDate\n    enrollment\n    siteCount\n    ticker\n    likes\n    dislikes\n    ...TrialReactionFields\n  }\n": typeof types.TrialCardFieldsFragmentDoc,
    "\n  fragment TrialHeaderFields on Trial {\n    nctId\n    briefTitle\n    status\n    statusLabel\n    phaseLabels\n    ticker\n    sponsorMatch {\n      ...SponsorMatchFields\n    }\n    ...TrialReactionFields\n  }\n": typeof types.TrialHeaderFieldsFragmentDoc,
    "\n  fragment TrialEligibilityFields on Trial {\n    nctId\n    eligibility {\n      minimumAge\n      maximumAge\n      sex\n      healthyVolunteers\n    }\n  }\n": typeof types.TrialEligibilityFieldsFragmentDoc,
    "\n  fragment TrialInterventionsFields on Trial {\n    nctId\n    interventions {\n      name\n      type\n      description\n      otherNames\n    }\n  }\n": typeof types.TrialInterventionsFieldsFragmentDoc,
    "\n  fragment TrialOutcomesFields on Trial {\n    nctId\n    outcomes {\n      primaryOutcomes {\n        ...OutcomeFields\n      }\n      secondaryOutcomes {\n        ...OutcomeFields\n      }\n    }\n  }\n": typeof types.TrialOutcomesFieldsFragmentDoc,
    "\n  fragment OutcomeFields on Outcome {\n    measure\n    description\n    timeFrame\n  }\n": typeof types.OutcomeFieldsFragmentDoc,
    "\n  fragment TrialSitesFields on Trial {\n    nctId\n    locations {\n      facility\n      city\n      country\n    }\n  }\n": typeof types.TrialSitesFieldsFragmentDoc,
    "\n  fragment TrialReactionResultFields on TrialReactionResult {\n    nctId\n    trial {\n      ...TrialReactionFields\n    }\n  }\n": typeof types.TrialReactionResultFieldsFragmentDoc,
    "\n  mutation LikeTrial($nctId: ID!, $clientMutationId: String) {\n    likeTrial(nctId: $nctId, clientMutationId: $clientMutationId) {\n      ...TrialReactionResultFields\n    }\n  }\n": typeof types.LikeTrialDocument,
    "\n  mutation DislikeTrial($nctId: ID!, $clientMutationId: String) {\n    dislikeTrial(nctId: $nctId, clientMutationId: $clientMutationId) {\n      ...TrialReactionResultFields\n    }\n  }\n": typeof types.DislikeTrialDocument,
    "\n  query TrialDetail($nctId: ID!) {\n    trial(nctId: $nctId) {\n      nctId\n      briefTitle\n      ...TrialHeaderFields\n      ...TrialStocksFields\n      ...TrialSummaryFields\n      ...TrialScientificFields\n    }\n  }\n": typeof types.TrialDetailDocument,
    "\n  query TrialsPage($filter: TrialsFilter, $after: String, $first: Int) {\n    trials(filter: $filter, after: $after, first: $first) {\n      nodes {\n        ...TrialCardFields\n      }\n      nextPageToken\n      totalCount\n    }\n  }\n": typeof types.TrialsPageDocument,
    "\n  fragment WatchlistIdsFields on Watchlist {\n    trials {\n      nctId\n    }\n    companies {\n      ticker\n    }\n  }\n": typeof types.WatchlistIdsFieldsFragmentDoc,
    "\n  query WatchState {\n    myWatchlist {\n      ...WatchlistIdsFields\n    }\n  }\n": typeof types.WatchStateDocument,
    "\n  mutation Watch($kind: WatchKind!, $id: String!) {\n    watch(kind: $kind, id: $id) {\n      ...WatchlistIdsFields\n    }\n  }\n": typeof types.WatchDocument,
    "\n  mutation Unwatch($kind: WatchKind!, $id: String!) {\n    unwatch(kind: $kind, id: $id) {\n      ...WatchlistIdsFields\n    }\n  }\n": typeof types.UnwatchDocument,
    "\n  query WatchlistPage {\n    myWatchlist {\n      trials {\n        nctId\n        watchedAt\n        trial {\n          ...TrialCardFields\n        }\n      }\n      companies {\n        ticker\n        name\n        trialCount\n        watchedAt\n      }\n    }\n    myCalendarFeed {\n      active\n      createdAt\n    }\n  }\n": typeof types.WatchlistPageDocument,
    "\n  mutation CreateCalendarFeed($clientMutationId: String) {\n    createCalendarFeed(clientMutationId: $clientMutationId) {\n      token\n      path\n      createdAt\n    }\n  }\n": typeof types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.RefreshSessionDocument,
};
const documents: Documents = {
    "\n  query SystemInfo {\n    systemInfo {\n      demoTrials\n      totalTrials\n      version\n    }\n  }\n": types.SystemInfoDocument,
    "\n  subscription ReactionsFeed {\n    reactionsFeed {\n      nctId\n      likes\n      dislikes\n    }\n  }\n": types.ReactionsFeedDocument,
    "\n  subscription RecentCommentsFeed {\n    recentCommentsFeed {\n      type\n      nctId\n      comment {\n        id\n        likes\n      }\n    }\n  }\n": types.RecentCommentsFeedDocument,
    "\n  query UnreadAlertCount {\n    unreadAlertCount\n  }\n": types.UnreadAlertCountDocument,
    "\n  subscription AlertCreated {\n    alertCreated {\n      id\n      kind\n      nctId\n    }\n  }\n": types.AlertCreatedDocument,
    "\n  fragment AlertFields on Alert {\n    id\n    kind\n    nctId\n    ticker\n    createdAt\n    readAt\n    via\n    previousRecommendation\n    recommendation\n    changes {\n      field\n      oldValue\n      newValue\n      slipDays\n    }\n    trial {\n      nctId\n      briefTitle\n    }\n  }\n": types.AlertFieldsFragmentDoc,
    "\n  query AlertsPage($first: Int, $after: String, $unreadOnly: Boolean, $kind: AlertKind) {\n    myAlerts(first: $first, after: $after, unreadOnly: $unreadOnly, kind: $kind) {\n      nodes {\n        ...AlertFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      unreadCount\n    }\n  }\n": types.AlertsPageDocument,
    "\n  mutation MarkAlertsRead($ids: [ID!]) {\n    markAlertsRead(ids: $ids) {\n      updated\n      unreadCount\n    }\n  }\n": types.MarkAlertsReadDocument,
    "\n  fragment WebhookFields on Webhook {\n    url\n    createdAt\n    active\n    disabledAt\n    consecutiveFailures\n    deliveries {\n      id\n      alertKind\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      finishedAt\n    }\n  }\n": types.WebhookFieldsFragmentDoc,
    "\n  query MyWebhook {\n    myWebhook {\n      ...WebhookFields\n    }\n  }\n": types.MyWebhookDocument,
    "\n  mutation SetWebhook($url: String!, $clientMutationId: String) {\n    setWebhook(url: $url, clientMutationId: $clientMutationId) {\n      secret\n      webhook {\n        ...WebhookFields\n      }\n    }\n  }\n": types.SetWebhookDocument,
    "\n  mutation DeleteWebhook {\n    deleteWebhook\n  }\n": types.DeleteWebhookDocument,
    "\n  query AnalysisQuote($ticker: String!) {\n    stock(ticker: $ticker) {\n      ticker\n      currentPrice\n      changePercent\n      currency\n      isError\n    }\n  }\n": types.AnalysisQuoteDocument,
    "\n  query TrialAnalysis($nctId: ID!) {\n    trialAnalysis(nctId: $nctId) {\n      id\n      nctId\n      analyzedAt\n      summary {\n        recommendation\n        score\n        hasError\n        errorType\n        errorMessage\n        ticker\n        investmentVerdict\n        sponsorListed\n        ticker\n        timeline {\n          startDate\n          primaryCompletionDate\n          completionDate\n          resultsPostedDate\n          expectedReadoutFrom\n          expectedReadoutTo\n        }\n      }\n      details {\n        analysis\n        opportunities\n        risks\n        keyFactors\n      }\n      breakdown {\n        prior\n        priorSource\n        priorBasis\n        phase\n        areaLabel\n        logOdds\n        forecast\n        outcome\n        probability\n        probabilityOfApproval\n        probabilityOfApprovalLabel\n        expectedMove\n        formula\n        score\n        investThreshold\n        watchThreshold\n        missing\n        factors {\n          key\n          label\n          effect\n          min\n          max\n          statement\n          source\n        }\n        context {\n          key\n          label\n          statement\n          tone\n        }\n        terms {\n          key\n          label\n          value\n          shown\n          digits\n          unit\n        }\n        market {\n          bucket\n          provisional\n          source\n          ahead\n          breakEven\n        }\n      }\n    }\n  }\n": types.TrialAnalysisDocument,
    "\n  query AnalyticsSummaryPage($dateFrom: String, $dateTo: String) {\n    analyticsSummary(dateFrom: $dateFrom, dateTo: $dateTo) {\n      ...AnalyticsSummaryFields\n    }\n  }\n": types.AnalyticsSummaryPageDocument,
    "\n  query AnalyticsPage($type: AnalyticsType, $dateFrom: String, $dateTo: String, $limit: Int) {\n    analytics(type: $type, dateFrom: $dateFrom, dateTo: $dateTo, limit: $limit) {\n      type\n      generatedAt\n      summary {\n        ...AnalyticsSummaryFields\n      }\n      snapshots {\n        id\n        createdAt\n        trialCount\n        dateFrom\n        dateTo\n        summary {\n          ...AnalyticsSummaryFields\n        }\n      }\n    }\n  }\n": types.AnalyticsPageDocument,
    "\n  query AnalyticsFilterOptions {\n    analyticsFilters {\n      dateRange {\n        min\n        max\n      }\n      limits\n      defaultLimit\n      snapshotCount\n      latestSnapshotAt\n    }\n  }\n": types.AnalyticsFilterOptionsDocument,
    "\n  mutation RefreshAnalytics($filters: AnalyticsFiltersInput, $clientMutationId: String) {\n    refreshAnalytics(filters: $filters, clientMutationId: $clientMutationId) {\n      id\n      createdAt\n      trialCount\n    }\n  }\n": types.RefreshAnalyticsDocument,
    "\n  subscription AnalyticsRefreshed {\n    analyticsRefreshed {\n      id\n      createdAt\n      trialCount\n    }\n  }\n": types.AnalyticsRefreshedDocument,
    "\n  fragment AnalyticsDatesFields on AnalyticsDates {\n    startDateRange {\n      ...AnalyticsDateRangeFields\n    }\n    completionDateRange {\n      ...AnalyticsDateRangeFields\n    }\n  }\n": types.AnalyticsDatesFieldsFragmentDoc,
    "\n  fragment AnalyticsDateRangeFields on AnalyticsDateRange {\n    earliest\n    latest\n    count\n  }\n": types.AnalyticsDateRangeFieldsFragmentDoc,
    "\n  fragment InvestmentInsightsFields on AnalyticsInvestmentInsights {\n    analyzedTrials\n    averageScore\n    recommendations {\n      name\n      count\n    }\n    stockOpportunities {\n      name\n      count\n    }\n    topRisks {\n      ...TrialHighlightFields\n    }\n    topOpportunities {\n      ...TrialHighlightFields\n    }\n  }\n": types.InvestmentInsightsFieldsFragmentDoc,
    "\n  fragment TrialHighlightFields on AnalyticsTrialHighlight {\n    nctId\n    briefTitle\n    leadSponsor\n    ticker\n    score\n    recommendation\n    investmentVerdict\n  }\n": types.TrialHighlightFieldsFragmentDoc,
    "\n  fragment AnalyticsOverviewFields on AnalyticsOverview {\n    totalTrials\n    totalEnrollment\n    averageEnrollment\n    lastUpdate\n  }\n": types.AnalyticsOverviewFieldsFragmentDoc,
    "\n  fragment AnalyticsSummaryFields on AnalyticsSummary {\n    overview {\n      ...AnalyticsOverviewFields\n    }\n    investmentInsights {\n      ...InvestmentInsightsFields\n    }\n    dates {\n      ...AnalyticsDatesFields\n    }\n    topMetrics {\n      topCountries {\n        name\n        count\n      }\n      topSponsors {\n        name\n        count\n      }\n      statusDistribution {\n        name\n        count\n      }\n      topConditions {\n        name\n        count\n      }\n    }\n    geographic {\n      continents {\n        name\n        count\n      }\n    }\n    phases {\n      name\n      count\n    }\n    enrollment {\n      total\n      average\n      median\n      min\n      max\n    }\n  }\n": types.AnalyticsSummaryFieldsFragmentDoc,
    "\n  fragment UserFields on User {\n    id\n    email\n    name\n  }\n": types.UserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($email: String!, $password: String!, $name: String, $clientMutationId: String) {\n    register(email: $email, password: $password, name: $name, clientMutationId: $clientMutationId) {\n      accessToken\n      refreshToken\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken)\n  }\n": types.LogoutDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  query CalendarMonthCounts($from: String, $count: Int, $filter: CalendarFilter) {\n    calendarMonths(from: $from, count: $count, filter: $filter) {\n      month\n      count\n    }\n  }\n": types.CalendarMonthCountsDocument,
    "\n  query CalendarMonth($month: String!, $filter: CalendarFilter) {\n    calendarMonth(month: $month, filter: $filter) {\n      month\n      count\n      trials {\n        ...CalendarTrialFields\n      }\n    }\n  }\n": types.CalendarMonthDocument,
    "\n  fragment CalendarTrialFields on Trial {\n    nctId\n    briefTitle\n    completionDate\n    nextCatalyst {\n      ...NextCatalystFields\n    }\n    leadSponsorName\n    ticker\n    investmentVerdict\n    recommendation\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    phases\n    enrollment\n    status\n    statusLabel\n    conditions\n    stock {\n      ticker\n      currentPrice\n      changePercent\n      currency\n      marketCap\n      isError\n    }\n  }\n": types.CalendarTrialFieldsFragmentDoc,
    "\n  fragment NextCatalystFields on NextCatalyst {\n    kind\n    windowStart\n    windowEnd\n    precision\n    label\n    confidence\n  }\n": types.NextCatalystFieldsFragmentDoc,
    "\n  fragment CommentFields on Comment {\n    id\n    userId\n    nctId\n    name\n    content\n    createdAt\n    isEdited\n    likes\n    likedByMe\n  }\n": types.CommentFieldsFragmentDoc,
    "\n  query TrialComments($nctId: String!, $limit: Int) {\n    comments(nctId: $nctId, limit: $limit, sortBy: CREATED_AT, sortOrder: DESC) {\n      totalCount\n      comments {\n        ...CommentFields\n      }\n    }\n    commentStats(nctId: $nctId) {\n      totalComments\n      uniqueUsers\n    }\n  }\n": types.TrialCommentsDocument,
    "\n  subscription CommentEvents($nctId: String!) {\n    commentEvents(nctId: $nctId) {\n      type\n      nctId\n      comment {\n        id\n      }\n    }\n  }\n": types.CommentEventsDocument,
    "\n  mutation CreateComment($nctId: String!, $content: String!, $clientMutationId: String) {\n    createComment(nctId: $nctId, content: $content, clientMutationId: $clientMutationId) {\n      ...CommentFields\n    }\n  }\n": types.CreateCommentDocument,
    "\n  mutation UpdateComment($id: ID!, $content: String!) {\n    updateComment(id: $id, content: $content) {\n      ...CommentFields\n    }\n  }\n": types.UpdateCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n    }\n  }\n": types.DeleteCommentDocument,
    "\n  mutation ToggleCommentLike($id: ID!, $clientMutationId: String) {\n    toggleCommentLike(id: $id, clientMutationId: $clientMutationId) {\n      liked\n      likes\n      comment {\n        ...CommentFields\n      }\n    }\n  }\n": types.ToggleCommentLikeDocument,
    "\n  fragment CompanyChartFields on Company {\n    ticker\n    currency\n    priceHistory(range: $range) {\n      currency\n      isError\n      error\n      prices {\n        date\n        close\n        volume\n      }\n    }\n    events(days: $days, max: 150) {\n      date\n      kind\n      trial {\n        nctId\n        briefTitle\n      }\n    }\n  }\n": types.CompanyChartFieldsFragmentDoc,
    "\n  query CompanyChart($ticker: String!, $range: ChartRange!, $days: Int!) {\n    company(ticker: $ticker) {\n      ...CompanyChartFields\n    }\n  }\n": types.CompanyChartDocument,
    "\n  fragment CompanyPipelineTrialFields on CompanyTrial {\n    nctId\n    briefTitle\n    phases\n    phaseKey\n    status\n    area\n    role\n    score\n    recommendation\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    matchVia\n    nextCatalyst {\n      ...NextCatalystFields\n    }\n  }\n": types.CompanyPipelineTrialFieldsFragmentDoc,
    "\n  query CompanyPage($ticker: String!, $range: ChartRange!, $days: Int!, $pipelineFirst: Int!) {\n    company(ticker: $ticker) {\n      ticker\n      name\n      exchange\n      country\n      currency\n      kind\n      source\n      subsidiaries {\n        name\n        relation\n      }\n      formerCompanies {\n        name\n        event\n        year\n      }\n      marketCapUsd\n      trialCount\n      stock {\n        ticker\n        currentPrice\n        change\n        changePercent\n        currency\n        marketCap\n        isError\n        error\n        historicalPrices {\n          date\n          close\n        }\n      }\n      pipeline(first: $pipelineFirst) {\n        ...CompanyPipelineTrialFields\n      }\n      groups {\n        byPhase {\n          key\n          count\n        }\n        byArea {\n          key\n          count\n        }\n        byStatus {\n          key\n          count\n        }\n      }\n      scoreDistribution {\n        buckets {\n          from\n          to\n          count\n        }\n        unscored\n      }\n      upcomingCatalysts(months: 24, first: 60) {\n        catalyst {\n          ...NextCatalystFields\n        }\n        trial {\n          nctId\n          briefTitle\n          phaseKey\n        }\n      }\n      pastReadouts(first: 20) {\n        date\n        outcome\n        bestPValue\n        trial {\n          nctId\n          briefTitle\n        }\n      }\n      ...CompanyChartFields\n    }\n  }\n": types.CompanyPageDocument,
    "\n  query CompanySearch($search: String!) {\n    companies(search: $search, first: 5) {\n      ticker\n      name\n      trialCount\n    }\n  }\n": types.CompanySearchDocument,
    "\n  fragment CommentCardFields on Comment {\n    id\n    nctId\n    name\n    content\n    createdAt\n    likes\n    trialTitle\n  }\n": types.CommentCardFieldsFragmentDoc,
    "\n  query UpcomingTrials($phases: [Phase!], $days: Int, $limit: Int) {\n    upcomingTrials(phases: $phases, days: $days, limit: $limit) {\n      nctId\n      briefTitle\n      status\n      statusLabel\n      phaseLabels\n      leadSponsorName\n      completionDate\n      ticker\n      nextCatalyst {\n        ...NextCatalystFields\n      }\n    }\n  }\n": types.UpcomingTrialsDocument,
    "\n  query Dashboard($popularTrials: Int, $comments: Int) {\n    popularTrials(limit: $popularTrials) {\n      ...TrialCardFields\n    }\n    recentComments(limit: $comments) {\n      ...CommentCardFields\n    }\n    popularComments(limit: $comments) {\n      ...CommentCardFields\n    }\n    trialsTableStats {\n      totalTrials\n    }\n  }\n": types.DashboardDocument,
    "\n  query DashboardLiked {\n    myReactions {\n      likedTrials\n      liked {\n        ...TrialCardFields\n      }\n    }\n  }\n": types.DashboardLikedDocument,
    "\n  query Favorites {\n    myReactions {\n      likedTrials\n      dislikedTrials\n      liked {\n        ...TrialCardFields\n      }\n      disliked {\n        ...TrialCardFields\n      }\n    }\n  }\n": types.FavoritesDocument,
    "\n  query TrialHistory($nctId: ID!) {\n    trial(nctId: $nctId) {\n      nctId\n      changes {\n        id\n        field\n        oldValue\n        newValue\n        changedAt\n        slipDays\n        recordedAt\n      }\n    }\n  }\n": types.TrialHistoryDocument,
    "\n  fragment MethodologyApprovalFields on MethodologyApproval {\n    area\n    probability\n    source {\n      fr\n      en\n    }\n  }\n": types.MethodologyApprovalFieldsFragmentDoc,
    "\n  fragment EvaluationFields on Evaluation {\n    setName\n    setKind\n    evaluatedAt\n    engineVersion\n    readCount\n    n\n    positives\n    negatives\n    baseRate\n    baseRateBrier\n    exclusions {\n      reason\n      count\n    }\n    probability {\n      n\n      positives\n      negatives\n      rocAuc\n      prAuc\n      brier\n      reliability {\n        ...ReliabilityBinFields\n      }\n    }\n    prior {\n      n\n      positives\n      negatives\n      rocAuc\n      prAuc\n      brier\n      reliability {\n        ...ReliabilityBinFields\n      }\n    }\n  }\n": types.EvaluationFieldsFragmentDoc,
    "\n  fragment MethodologyFactorFields on MethodologyFactor {\n    key\n    label {\n      fr\n      en\n    }\n    min\n    max\n    source {\n      fr\n      en\n    }\n    field\n  }\n": types.MethodologyFactorFieldsFragmentDoc,
    "\n  fragment MethodologyMarketFields on MethodologyMarketRow {\n    bucket\n    upside\n    downside\n    breakEven\n    provisional\n    source {\n      fr\n      en\n    }\n  }\n": types.MethodologyMarketFieldsFragmentDoc,
    "\n  fragment MethodologyModelFields on MethodologyModel {\n    engineVersion\n    probability {\n      fr\n      en\n    }\n    score {\n      fr\n      en\n    }\n    investThreshold\n    watchThreshold\n    priors {\n      ...MethodologyPriorFields\n    }\n    factors {\n      ...MethodologyFactorFields\n    }\n    approval {\n      ...MethodologyApprovalFields\n    }\n    market {\n      ...MethodologyMarketFields\n    }\n  }\n": types.MethodologyModelFieldsFragmentDoc,
    "\n  fragment MethodologyPriorFields on MethodologyPrior {\n    area\n    phase\n    probability\n    source {\n      fr\n      en\n    }\n    basis {\n      fr\n      en\n    }\n  }\n": types.MethodologyPriorFieldsFragmentDoc,
    "\n  fragment ReliabilityBinFields on ReliabilityBin {\n    bin\n    lower\n    upper\n    n\n    meanPredicted\n    observedRate\n  }\n": types.ReliabilityBinFieldsFragmentDoc,
    "\n  query MethodologyPage {\n    methodology {\n      model {\n        ...MethodologyModelFields\n      }\n      evaluations {\n        ...EvaluationFields\n      }\n    }\n  }\n": types.MethodologyPageDocument,
    "\n  fragment PopularCommentFields on Comment {\n    id\n    nctId\n    name\n    content\n    createdAt\n    likes\n    trialTitle\n  }\n": types.PopularCommentFieldsFragmentDoc,
    "\n  query PopularTrialsPage($limit: Int) {\n    popularTrials(limit: $limit) {\n      ...TrialCardFields\n    }\n  }\n": types.PopularTrialsPageDocument,
    "\n  query PopularCommentsPage($limit: Int) {\n    popularComments(limit: $limit) {\n      ...PopularCommentFields\n    }\n  }\n": types.PopularCommentsPageDocument,
    "\n  query SearchTrials($query: String!, $limit: Int) {\n    searchTrials(query: $query, limit: $limit) {\n      nctId\n      briefTitle\n      leadSponsorName\n      status\n      statusLabel\n    }\n  }\n": types.SearchTrialsDocument,
    "\n  fragment StockCardFields on Trial {\n    nctId\n    briefTitle\n    leadSponsorName\n    ticker\n    investmentVerdict\n    score\n    recommendation\n    phases\n    completionDate\n    stock {\n      ticker\n      companyName\n      currentPrice\n      change\n      changePercent\n      currency\n      marketCap\n      marketCapUsd\n      peRatio\n      beta\n      fiftyTwoWeekHigh\n      fiftyTwoWeekLow\n      volume\n      exchange\n      marketState\n      source\n      stale\n      isError\n      error\n      errorReason\n    }\n  }\n": types.StockCardFieldsFragmentDoc,
    "\n  query StockDashboard($investmentVerdict: InvestmentVerdict, $page: Int, $limit: Int, $sortBy: EnrichedTrialsSort, $sortOrder: SortOrder) {\n    enrichedTrials(investmentVerdict: $investmentVerdict, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {\n      trials {\n        ...StockCardFields\n      }\n      pagination {\n        ...PaginationFields\n      }\n    }\n  }\n": types.StockDashboardDocument,
    "\n  query StockCacheStats {\n    stockCacheStats {\n      validEntries\n      totalEntries\n      backend\n      provider\n    }\n  }\n": types.StockCacheStatsDocument,
    "\n  mutation ClearStockCache {\n    clearStockCache {\n      cleared\n    }\n  }\n": types.ClearStockCacheDocument,
    "\n  fragment PaginationFields on Pagination {\n    currentPage\n    totalPages\n    totalCount\n    limit\n    hasNextPage\n    hasPrevPage\n  }\n": types.PaginationFieldsFragmentDoc,
    "\n  fragment TableRowFields on Trial {\n    nctId\n    briefTitle\n    leadSponsorName\n    ticker\n    phases\n    score\n    recommendation\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    investmentVerdict\n    enrollment\n    completionDate\n    countries\n  }\n": types.TableRowFieldsFragmentDoc,
    "\n  query TrialsTable($filter: TrialsTableFilter, $page: Int, $limit: Int, $sortBy: TrialsTableSortField, $sortOrder: SortOrder) {\n    trialsTable(filter: $filter, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {\n      rows {\n        ...TableRowFields\n      }\n      pagination {\n        ...PaginationFields\n      }\n    }\n  }\n": types.TrialsTableDocument,
    "\n  query TrialsTableStats($filter: TrialsTableFilter) {\n    trialsTableStats(filter: $filter) {\n      totalTrials\n      averageScore\n      totalEnrollment\n      recommendationBreakdown {\n        name\n        count\n      }\n      investmentBreakdown {\n        name\n        count\n      }\n    }\n  }\n": types.TrialsTableStatsDocument,
    "\n  query TrialsTableFilters {\n    trialsTableFilters {\n      investmentVerdicts\n      phases\n      dateRange {\n        min\n        max\n      }\n    }\n  }\n": types.TrialsTableFiltersDocument,
    "\n  query TableQuotes($tickers: [String!]!) {\n    stocks(tickers: $tickers) {\n      ticker\n      currentPrice\n      change\n      changePercent\n      currency\n      isError\n    }\n  }\n": types.TableQuotesDocument,
    "\n  fragment TrialReactionFields on Trial {\n    nctId\n    likes\n    dislikes\n    viewerReaction {\n      liked\n      disliked\n    }\n  }\n": types.TrialReactionFieldsFragmentDoc,
    "\n  fragment TrialScientificFields on Trial {\n    nctId\n    detailedDescription\n    ...TrialInterventionsFields\n    ...TrialEligibilityFields\n    ...TrialOutcomesFields\n    ...TrialStatisticalResultsFields\n    ...TrialSeriousEventsFields\n    ...TrialSitesFields\n  }\n": types.TrialScientificFieldsFragmentDoc,
    "\n  fragment TrialSeriousEventsFields on Trial {\n    nctId\n    results {\n      adverseEventsModule {\n        seriousEvents {\n          term\n          organSystem\n          stats {\n            numAffected\n            numAtRisk\n          }\n        }\n      }\n    }\n  }\n": types.TrialSeriousEventsFieldsFragmentDoc,
    "\n  fragment SponsorMatchFields on SponsorMatch {\n    method\n    companyName\n    matchedName\n    score\n    relation\n    confidence\n    via\n    acquiredBy\n    acquiredYear\n    collaboratorName\n    collaboratorMethod\n  }\n": types.SponsorMatchFieldsFragmentDoc,
    "\n  fragment TrialStatisticalResultsFields on Trial {\n    nctId\n    results {\n      outcomeMeasuresModule {\n        outcomeMeasures {\n          title\n          type\n          reportingStatus\n          analyses {\n            pValue\n            ciLowerLimit\n            ciUpperLimit\n            ciPctValue\n            statisticalMethod\n          }\n        }\n      }\n    }\n  }\n": types.TrialStatisticalResultsFieldsFragmentDoc,
    "\n  fragment StockQuoteFields on StockData {\n    ticker\n    currentPrice\n    change\n    changePercent\n    previousClose\n    dayHigh\n    dayLow\n    volume\n    marketState\n    lastUpdate\n  }\n": types.StockQuoteFieldsFragmentDoc,
    "\n  fragment StockOverviewFields on StockData {\n    ...StockQuoteFields\n    companyName\n    exchange\n    currency\n    marketCap\n    peRatio\n    beta\n    dividendYield\n    avgVolume\n    fiftyTwoWeekLow\n    fiftyTwoWeekHigh\n    monthChangePercent\n    isError\n    error\n    errorReason\n  }\n": types.StockOverviewFieldsFragmentDoc,
    "\n  query StockChart($ticker: String!) {\n    stock(ticker: $ticker) {\n      ...StockOverviewFields\n      historicalPrices {\n        date\n        close\n      }\n    }\n  }\n": types.StockChartDocument,
    "\n  subscription LiveQuotes($tickers: [String!]!) {\n    stockQuotes(tickers: $tickers) {\n      ...StockQuoteFields\n    }\n  }\n": types.LiveQuotesDocument,
    "\n  query StockPanel($ticker: String!) {\n    stock(ticker: $ticker) {\n      ...StockOverviewFields\n      monthChange\n      historicalPrices {\n        date\n      }\n      holders {\n        insidersPercentHeld\n        institutionsPercentHeld\n        institutionsFloatPercentHeld\n        institutionsCount\n      }\n      currency\n      analystRecommendations {\n        period\n        strongBuy\n        buy\n        hold\n        sell\n        strongSell\n      }\n      financialData {\n        numberOfAnalystOpinions\n        recommendationKey\n        targetLowPrice\n        targetMeanPrice\n        targetHighPrice\n        totalRevenue\n        revenuePerShare\n        revenueGrowth\n        grossProfits\n        profitMargins\n        operatingMargins\n        returnOnAssets\n        returnOnEquity\n        earningsGrowth\n        totalCash\n        totalDebt\n        debtToEquity\n        currentRatio\n        freeCashflow\n        operatingCashflow\n      }\n      keyStats {\n        forwardPE\n        pegRatio\n        priceToBook\n        priceToSales\n        enterpriseValue\n        enterpriseToRevenue\n        enterpriseToEbitda\n        shortRatio\n      }\n      topInstitutions {\n        organization\n        pctHeld\n        position\n        value\n      }\n    }\n  }\n": types.StockPanelDocument,
    "\n  fragment TrialStocksFields on Trial {\n    nctId\n    briefTitle\n    ticker\n    leadSponsorName\n    score\n    recommendation\n    investmentVerdict\n    sponsorMatch {\n      ...SponsorMatchFields\n    }\n  }\n": types.TrialStocksFieldsFragmentDoc,
    "\n  fragment TrialSummaryFields on Trial {\n    nctId\n    status\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    enrollmentSize\n    description\n    conditions\n    phaseLabels\n    studyType\n    startDate\n    completionDate\n    completionDateType\n    enrollment\n    leadSponsor {\n      name\n      class\n    }\n    siteCount\n    countries\n    interventions {\n      name\n      type\n      description\n    }\n  }\n": types.TrialSummaryFieldsFragmentDoc,
    "\n  fragment TrialCardFields on Trial {\n    nctId\n    briefTitle\n    status\n    statusLabel\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    phaseLabels\n    leadSponsorName\n    collaborators {\n      name\n    }\n    conditions\n    startDate\n    completionDate\n    enrollment\n    siteCount\n    ticker\n    likes\n    dislikes\n    ...TrialReactionFields\n  }\n": types.TrialCardFieldsFragmentDoc,
    "\n  fragment TrialHeaderFields on Trial {\n    nctId\n    briefTitle\n    status\n    statusLabel\n    phaseLabels\n    ticker\n    sponsorMatch {\n      ...SponsorMatchFields\n    }\n    ...TrialReactionFields\n  }\n": types.TrialHeaderFieldsFragmentDoc,
    "\n  fragment TrialEligibilityFields on Trial {\n    nctId\n    eligibility {\n      minimumAge\n      maximumAge\n      sex\n      healthyVolunteers\n    }\n  }\n": types.TrialEligibilityFieldsFragmentDoc,
    "\n  fragment TrialInterventionsFields on Trial {\n    nctId\n    interventions {\n      name\n      type\n      description\n      otherNames\n    }\n  }\n": types.TrialInterventionsFieldsFragmentDoc,
    "\n  fragment TrialOutcomesFields on Trial {\n    nctId\n    outcomes {\n      primaryOutcomes {\n        ...OutcomeFields\n      }\n      secondaryOutcomes {\n        ...OutcomeFields\n      }\n    }\n  }\n": types.TrialOutcomesFieldsFragmentDoc,
    "\n  fragment OutcomeFields on Outcome {\n    measure\n    description\n    timeFrame\n  }\n": types.OutcomeFieldsFragmentDoc,
    "\n  fragment TrialSitesFields on Trial {\n    nctId\n    locations {\n      facility\n      city\n      country\n    }\n  }\n": types.TrialSitesFieldsFragmentDoc,
    "\n  fragment TrialReactionResultFields on TrialReactionResult {\n    nctId\n    trial {\n      ...TrialReactionFields\n    }\n  }\n": types.TrialReactionResultFieldsFragmentDoc,
    "\n  mutation LikeTrial($nctId: ID!, $clientMutationId: String) {\n    likeTrial(nctId: $nctId, clientMutationId: $clientMutationId) {\n      ...TrialReactionResultFields\n    }\n  }\n": types.LikeTrialDocument,
    "\n  mutation DislikeTrial($nctId: ID!, $clientMutationId: String) {\n    dislikeTrial(nctId: $nctId, clientMutationId: $clientMutationId) {\n      ...TrialReactionResultFields\n    }\n  }\n": types.DislikeTrialDocument,
    "\n  query TrialDetail($nctId: ID!) {\n    trial(nctId: $nctId) {\n      nctId\n      briefTitle\n      ...TrialHeaderFields\n      ...TrialStocksFields\n      ...TrialSummaryFields\n      ...TrialScientificFields\n    }\n  }\n": types.TrialDetailDocument,
    "\n  query TrialsPage($filter: TrialsFilter, $after: String, $first: Int) {\n    trials(filter: $filter, after: $after, first: $first) {\n      nodes {\n        ...TrialCardFields\n      }\n      nextPageToken\n      totalCount\n    }\n  }\n": types.TrialsPageDocument,
    "\n  fragment WatchlistIdsFields on Watchlist {\n    trials {\n      nctId\n    }\n    companies {\n      ticker\n    }\n  }\n": types.WatchlistIdsFieldsFragmentDoc,
    "\n  query WatchState {\n    myWatchlist {\n      ...WatchlistIdsFields\n    }\n  }\n": types.WatchStateDocument,
    "\n  mutation Watch($kind: WatchKind!, $id: String!) {\n    watch(kind: $kind, id: $id) {\n      ...WatchlistIdsFields\n    }\n  }\n": types.WatchDocument,
    "\n  mutation Unwatch($kind: WatchKind!, $id: String!) {\n    unwatch(kind: $kind, id: $id) {\n      ...WatchlistIdsFields\n    }\n  }\n": types.UnwatchDocument,
    "\n  query WatchlistPage {\n    myWatchlist {\n      trials {\n        nctId\n        watchedAt\n        trial {\n          ...TrialCardFields\n        }\n      }\n      companies {\n        ticker\n        name\n        trialCount\n        watchedAt\n      }\n    }\n    myCalendarFeed {\n      active\n      createdAt\n    }\n  }\n": types.WatchlistPageDocument,
    "\n  mutation CreateCalendarFeed($clientMutationId: String) {\n    createCalendarFeed(clientMutationId: $clientMutationId) {\n      token\n      path\n      createdAt\n    }\n  }\n": types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.RefreshSessionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemInfo {\n    systemInfo {\n      demoTrials\n      totalTrials\n      version\n    }\n  }\n"): (typeof documents)["\n  query SystemInfo {\n    systemInfo {\n      demoTrials\n      totalTrials\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReactionsFeed {\n    reactionsFeed {\n      nctId\n      likes\n      dislikes\n    }\n  }\n"): (typeof documents)["\n  subscription ReactionsFeed {\n    reactionsFeed {\n      nctId\n      likes\n      dislikes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RecentCommentsFeed {\n    recentCommentsFeed {\n      type\n      nctId\n      comment {\n        id\n        likes\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription RecentCommentsFeed {\n    recentCommentsFeed {\n      type\n      nctId\n      comment {\n        id\n        likes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadAlertCount {\n    unreadAlertCount\n  }\n"): (typeof documents)["\n  query UnreadAlertCount {\n    unreadAlertCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AlertCreated {\n    alertCreated {\n      id\n      kind\n      nctId\n    }\n  }\n"): (typeof documents)["\n  subscription AlertCreated {\n    alertCreated {\n      id\n      kind\n      nctId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertFields on Alert {\n    id\n    kind\n    nctId\n    ticker\n    createdAt\n    readAt\n    via\n    previousRecommendation\n    recommendation\n    changes {\n      field\n      oldValue\n      newValue\n      slipDays\n    }\n    trial {\n      nctId\n      briefTitle\n    }\n  }\n"): (typeof documents)["\n  fragment AlertFields on Alert {\n    id\n    kind\n    nctId\n    ticker\n    createdAt\n    readAt\n    via\n    previousRecommendation\n    recommendation\n    changes {\n      field\n      oldValue\n      newValue\n      slipDays\n    }\n    trial {\n      nctId\n      briefTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertsPage($first: Int, $after: String, $unreadOnly: Boolean, $kind: AlertKind) {\n    myAlerts(first: $first, after: $after, unreadOnly: $unreadOnly, kind: $kind) {\n      nodes {\n        ...AlertFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query AlertsPage($first: Int, $after: String, $unreadOnly: Boolean, $kind: AlertKind) {\n    myAlerts(first: $first, after: $after, unreadOnly: $unreadOnly, kind: $kind) {\n      nodes {\n        ...AlertFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAlertsRead($ids: [ID!]) {\n    markAlertsRead(ids: $ids) {\n      updated\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAlertsRead($ids: [ID!]) {\n    markAlertsRead(ids: $ids) {\n      updated\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookFields on Webhook {\n    url\n    createdAt\n    active\n    disabledAt\n    consecutiveFailures\n    deliveries {\n      id\n      alertKind\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      finishedAt\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookFields on Webhook {\n    url\n    createdAt\n    active\n    disabledAt\n    consecutiveFailures\n    deliveries {\n      id\n      alertKind\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWebhook {\n    myWebhook {\n      ...WebhookFields\n    }\n  }\n"): (typeof documents)["\n  query MyWebhook {\n    myWebhook {\n      ...WebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhook($url: String!, $clientMutationId: String) {\n    setWebhook(url: $url, clientMutationId: $clientMutationId) {\n      secret\n      webhook {\n        ...WebhookFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetWebhook($url: String!, $clientMutationId: String) {\n    setWebhook(url: $url, clientMutationId: $clientMutationId) {\n      secret\n      webhook {\n        ...WebhookFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook {\n    deleteWebhook\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook {\n    deleteWebhook\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalysisQuote($ticker: String!) {\n    stock(ticker: $ticker) {\n      ticker\n      currentPrice\n      changePercent\n      currency\n      isError\n    }\n  }\n"): (typeof documents)["\n  query AnalysisQuote($ticker: String!) {\n    stock(ticker: $ticker) {\n      ticker\n      currentPrice\n      changePercent\n      currency\n      isError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialAnalysis($nctId: ID!) {\n    trialAnalysis(nctId: $nctId) {\n      id\n      nctId\n      analyzedAt\n      summary {\n        recommendation\n        score\n        hasError\n        errorType\n        errorMessage\n        ticker\n        investmentVerdict\n        sponsorListed\n        ticker\n        timeline {\n          startDate\n          primaryCompletionDate\n          completionDate\n          resultsPostedDate\n          expectedReadoutFrom\n          expectedReadoutTo\n        }\n      }\n      details {\n        analysis\n        opportunities\n        risks\n        keyFactors\n      }\n      breakdown {\n        prior\n        priorSource\n        priorBasis\n        phase\n        areaLabel\n        logOdds\n        forecast\n        outcome\n        probability\n        probabilityOfApproval\n        probabilityOfApprovalLabel\n        expectedMove\n        formula\n        score\n        investThreshold\n        watchThreshold\n        missing\n        factors {\n          key\n          label\n          effect\n          min\n          max\n          statement\n          source\n        }\n        context {\n          key\n          label\n          statement\n          tone\n        }\n        terms {\n          key\n          label\n          value\n          shown\n          digits\n          unit\n        }\n        market {\n          bucket\n          provisional\n          source\n          ahead\n          breakEven\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrialAnalysis($nctId: ID!) {\n    trialAnalysis(nctId: $nctId) {\n      id\n      nctId\n      analyzedAt\n      summary {\n        recommendation\n        score\n        hasError\n        errorType\n        errorMessage\n        ticker\n        investmentVerdict\n        sponsorListed\n        ticker\n        timeline {\n          startDate\n          primaryCompletionDate\n          completionDate\n          resultsPostedDate\n          expectedReadoutFrom\n          expectedReadoutTo\n        }\n      }\n      details {\n        analysis\n        opportunities\n        risks\n        keyFactors\n      }\n      breakdown {\n        prior\n        priorSource\n        priorBasis\n        phase\n        areaLabel\n        logOdds\n        forecast\n        outcome\n        probability\n        probabilityOfApproval\n        probabilityOfApprovalLabel\n        expectedMove\n        formula\n        score\n        investThreshold\n        watchThreshold\n        missing\n        factors {\n          key\n          label\n          effect\n          min\n          max\n          statement\n          source\n        }\n        context {\n          key\n          label\n          statement\n          tone\n        }\n        terms {\n          key\n          label\n          value\n          shown\n          digits\n          unit\n        }\n        market {\n          bucket\n          provisional\n          source\n          ahead\n          breakEven\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsSummaryPage($dateFrom: String, $dateTo: String) {\n    analyticsSummary(dateFrom: $dateFrom, dateTo: $dateTo) {\n      ...AnalyticsSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsSummaryPage($dateFrom: String, $dateTo: String) {\n    analyticsSummary(dateFrom: $dateFrom, dateTo: $dateTo) {\n      ...AnalyticsSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsPage($type: AnalyticsType, $dateFrom: String, $dateTo: String, $limit: Int) {\n    analytics(type: $type, dateFrom: $dateFrom, dateTo: $dateTo, limit: $limit) {\n      type\n      generatedAt\n      summary {\n        ...AnalyticsSummaryFields\n      }\n      snapshots {\n        id\n        createdAt\n        trialCount\n        dateFrom\n        dateTo\n        summary {\n          ...AnalyticsSummaryFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsPage($type: AnalyticsType, $dateFrom: String, $dateTo: String, $limit: Int) {\n    analytics(type: $type, dateFrom: $dateFrom, dateTo: $dateTo, limit: $limit) {\n      type\n      generatedAt\n      summary {\n        ...AnalyticsSummaryFields\n      }\n      snapshots {\n        id\n        createdAt\n        trialCount\n        dateFrom\n        dateTo\n        summary {\n          ...AnalyticsSummaryFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsFilterOptions {\n    analyticsFilters {\n      dateRange {\n        min\n        max\n      }\n      limits\n      defaultLimit\n      snapshotCount\n      latestSnapshotAt\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsFilterOptions {\n    analyticsFilters {\n      dateRange {\n        min\n        max\n      }\n      limits\n      defaultLimit\n      snapshotCount\n      latestSnapshotAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshAnalytics($filters: AnalyticsFiltersInput, $clientMutationId: String) {\n    refreshAnalytics(filters: $filters, clientMutationId: $clientMutationId) {\n      id\n      createdAt\n      trialCount\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshAnalytics($filters: AnalyticsFiltersInput, $clientMutationId: String) {\n    refreshAnalytics(filters: $filters, clientMutationId: $clientMutationId) {\n      id\n      createdAt\n      trialCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AnalyticsRefreshed {\n    analyticsRefreshed {\n      id\n      createdAt\n      trialCount\n    }\n  }\n"): (typeof documents)["\n  subscription AnalyticsRefreshed {\n    analyticsRefreshed {\n      id\n      createdAt\n      trialCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalyticsDatesFields on AnalyticsDates {\n    startDateRange {\n      ...AnalyticsDateRangeFields\n    }\n    completionDateRange {\n      ...AnalyticsDateRangeFields\n    }\n  }\n"): (typeof documents)["\n  fragment AnalyticsDatesFields on AnalyticsDates {\n    startDateRange {\n      ...AnalyticsDateRangeFields\n    }\n    completionDateRange {\n      ...AnalyticsDateRangeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalyticsDateRangeFields on AnalyticsDateRange {\n    earliest\n    latest\n    count\n  }\n"): (typeof documents)["\n  fragment AnalyticsDateRangeFields on AnalyticsDateRange {\n    earliest\n    latest\n    count\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvestmentInsightsFields on AnalyticsInvestmentInsights {\n    analyzedTrials\n    averageScore\n    recommendations {\n      name\n      count\n    }\n    stockOpportunities {\n      name\n      count\n    }\n    topRisks {\n      ...TrialHighlightFields\n    }\n    topOpportunities {\n      ...TrialHighlightFields\n    }\n  }\n"): (typeof documents)["\n  fragment InvestmentInsightsFields on AnalyticsInvestmentInsights {\n    analyzedTrials\n    averageScore\n    recommendations {\n      name\n      count\n    }\n    stockOpportunities {\n      name\n      count\n    }\n    topRisks {\n      ...TrialHighlightFields\n    }\n    topOpportunities {\n      ...TrialHighlightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialHighlightFields on AnalyticsTrialHighlight {\n    nctId\n    briefTitle\n    leadSponsor\n    ticker\n    score\n    recommendation\n    investmentVerdict\n  }\n"): (typeof documents)["\n  fragment TrialHighlightFields on AnalyticsTrialHighlight {\n    nctId\n    briefTitle\n    leadSponsor\n    ticker\n    score\n    recommendation\n    investmentVerdict\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalyticsOverviewFields on AnalyticsOverview {\n    totalTrials\n    totalEnrollment\n    averageEnrollment\n    lastUpdate\n  }\n"): (typeof documents)["\n  fragment AnalyticsOverviewFields on AnalyticsOverview {\n    totalTrials\n    totalEnrollment\n    averageEnrollment\n    lastUpdate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalyticsSummaryFields on AnalyticsSummary {\n    overview {\n      ...AnalyticsOverviewFields\n    }\n    investmentInsights {\n      ...InvestmentInsightsFields\n    }\n    dates {\n      ...AnalyticsDatesFields\n    }\n    topMetrics {\n      topCountries {\n        name\n        count\n      }\n      topSponsors {\n        name\n        count\n      }\n      statusDistribution {\n        name\n        count\n      }\n      topConditions {\n        name\n        count\n      }\n    }\n    geographic {\n      continents {\n        name\n        count\n      }\n    }\n    phases {\n      name\n      count\n    }\n    enrollment {\n      total\n      average\n      median\n      min\n      max\n    }\n  }\n"): (typeof documents)["\n  fragment AnalyticsSummaryFields on AnalyticsSummary {\n    overview {\n      ...AnalyticsOverviewFields\n    }\n    investmentInsights {\n      ...InvestmentInsightsFields\n    }\n    dates {\n      ...AnalyticsDatesFields\n    }\n    topMetrics {\n      topCountries {\n        name\n        count\n      }\n      topSponsors {\n        name\n        count\n      }\n      statusDistribution {\n        name\n        count\n      }\n      topConditions {\n        name\n        count\n      }\n    }\n    geographic {\n      continents {\n        name\n        count\n      }\n    }\n    phases {\n      name\n      count\n    }\n    enrollment {\n      total\n      average\n      median\n      min\n      max\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    email\n    name\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    email\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($email: String!, $password: String!, $name: String, $clientMutationId: String) {\n    register(email: $email, password: $password, name: $name, clientMutationId: $clientMutationId) {\n      accessToken\n      refreshToken\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($email: String!, $password: String!, $name: String, $clientMutationId: String) {\n    register(email: $email, password: $password, name: $name, clientMutationId: $clientMutationId) {\n      accessToken\n      refreshToken\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarMonthCounts($from: String, $count: Int, $filter: CalendarFilter) {\n    calendarMonths(from: $from, count: $count, filter: $filter) {\n      month\n      count\n    }\n  }\n"): (typeof documents)["\n  query CalendarMonthCounts($from: String, $count: Int, $filter: CalendarFilter) {\n    calendarMonths(from: $from, count: $count, filter: $filter) {\n      month\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarMonth($month: String!, $filter: CalendarFilter) {\n    calendarMonth(month: $month, filter: $filter) {\n      month\n      count\n      trials {\n        ...CalendarTrialFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarMonth($month: String!, $filter: CalendarFilter) {\n    calendarMonth(month: $month, filter: $filter) {\n      month\n      count\n      trials {\n        ...CalendarTrialFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarTrialFields on Trial {\n    nctId\n    briefTitle\n    completionDate\n    nextCatalyst {\n      ...NextCatalystFields\n    }\n    leadSponsorName\n    ticker\n    investmentVerdict\n    recommendation\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    phases\n    enrollment\n    status\n    statusLabel\n    conditions\n    stock {\n      ticker\n      currentPrice\n      changePercent\n      currency\n      marketCap\n      isError\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarTrialFields on Trial {\n    nctId\n    briefTitle\n    completionDate\n    nextCatalyst {\n      ...NextCatalystFields\n    }\n    leadSponsorName\n    ticker\n    investmentVerdict\n    recommendation\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    phases\n    enrollment\n    status\n    statusLabel\n    conditions\n    stock {\n      ticker\n      currentPrice\n      changePercent\n      currency\n      marketCap\n      isError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextCatalystFields on NextCatalyst {\n    kind\n    windowStart\n    windowEnd\n    precision\n    label\n    confidence\n  }\n"): (typeof documents)["\n  fragment NextCatalystFields on NextCatalyst {\n    kind\n    windowStart\n    windowEnd\n    precision\n    label\n    confidence\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentFields on Comment {\n    id\n    userId\n    nctId\n    name\n    content\n    createdAt\n    isEdited\n    likes\n    likedByMe\n  }\n"): (typeof documents)["\n  fragment CommentFields on Comment {\n    id\n    userId\n    nctId\n    name\n    content\n    createdAt\n    isEdited\n    likes\n    likedByMe\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialComments($nctId: String!, $limit: Int) {\n    comments(nctId: $nctId, limit: $limit, sortBy: CREATED_AT, sortOrder: DESC) {\n      totalCount\n      comments {\n        ...CommentFields\n      }\n    }\n    commentStats(nctId: $nctId) {\n      totalComments\n      uniqueUsers\n    }\n  }\n"): (typeof documents)["\n  query TrialComments($nctId: String!, $limit: Int) {\n    comments(nctId: $nctId, limit: $limit, sortBy: CREATED_AT, sortOrder: DESC) {\n      totalCount\n      comments {\n        ...CommentFields\n      }\n    }\n    commentStats(nctId: $nctId) {\n      totalComments\n      uniqueUsers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentEvents($nctId: String!) {\n    commentEvents(nctId: $nctId) {\n      type\n      nctId\n      comment {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CommentEvents($nctId: String!) {\n    commentEvents(nctId: $nctId) {\n      type\n      nctId\n      comment {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateComment($nctId: String!, $content: String!, $clientMutationId: String) {\n    createComment(nctId: $nctId, content: $content, clientMutationId: $clientMutationId) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateComment($nctId: String!, $content: String!, $clientMutationId: String) {\n    createComment(nctId: $nctId, content: $content, clientMutationId: $clientMutationId) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateComment($id: ID!, $content: String!) {\n    updateComment(id: $id, content: $content) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateComment($id: ID!, $content: String!) {\n    updateComment(id: $id, content: $content) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleCommentLike($id: ID!, $clientMutationId: String) {\n    toggleCommentLike(id: $id, clientMutationId: $clientMutationId) {\n      liked\n      likes\n      comment {\n        ...CommentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleCommentLike($id: ID!, $clientMutationId: String) {\n    toggleCommentLike(id: $id, clientMutationId: $clientMutationId) {\n      liked\n      likes\n      comment {\n        ...CommentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyChartFields on Company {\n    ticker\n    currency\n    priceHistory(range: $range) {\n      currency\n      isError\n      error\n      prices {\n        date\n        close\n        volume\n      }\n    }\n    events(days: $days, max: 150) {\n      date\n      kind\n      trial {\n        nctId\n        briefTitle\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CompanyChartFields on Company {\n    ticker\n    currency\n    priceHistory(range: $range) {\n      currency\n      isError\n      error\n      prices {\n        date\n        close\n        volume\n      }\n    }\n    events(days: $days, max: 150) {\n      date\n      kind\n      trial {\n        nctId\n        briefTitle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyChart($ticker: String!, $range: ChartRange!, $days: Int!) {\n    company(ticker: $ticker) {\n      ...CompanyChartFields\n    }\n  }\n"): (typeof documents)["\n  query CompanyChart($ticker: String!, $range: ChartRange!, $days: Int!) {\n    company(ticker: $ticker) {\n      ...CompanyChartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyPipelineTrialFields on CompanyTrial {\n    nctId\n    briefTitle\n    phases\n    phaseKey\n    status\n    area\n    role\n    score\n    recommendation\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    matchVia\n    nextCatalyst {\n      ...NextCatalystFields\n    }\n  }\n"): (typeof documents)["\n  fragment CompanyPipelineTrialFields on CompanyTrial {\n    nctId\n    briefTitle\n    phases\n    phaseKey\n    status\n    area\n    role\n    score\n    recommendation\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    matchVia\n    nextCatalyst {\n      ...NextCatalystFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyPage($ticker: String!, $range: ChartRange!, $days: Int!, $pipelineFirst: Int!) {\n    company(ticker: $ticker) {\n      ticker\n      name\n      exchange\n      country\n      currency\n      kind\n      source\n      subsidiaries {\n        name\n        relation\n      }\n      formerCompanies {\n        name\n        event\n        year\n      }\n      marketCapUsd\n      trialCount\n      stock {\n        ticker\n        currentPrice\n        change\n        changePercent\n        currency\n        marketCap\n        isError\n        error\n        historicalPrices {\n          date\n          close\n        }\n      }\n      pipeline(first: $pipelineFirst) {\n        ...CompanyPipelineTrialFields\n      }\n      groups {\n        byPhase {\n          key\n          count\n        }\n        byArea {\n          key\n          count\n        }\n        byStatus {\n          key\n          count\n        }\n      }\n      scoreDistribution {\n        buckets {\n          from\n          to\n          count\n        }\n        unscored\n      }\n      upcomingCatalysts(months: 24, first: 60) {\n        catalyst {\n          ...NextCatalystFields\n        }\n        trial {\n          nctId\n          briefTitle\n          phaseKey\n        }\n      }\n      pastReadouts(first: 20) {\n        date\n        outcome\n        bestPValue\n        trial {\n          nctId\n          briefTitle\n        }\n      }\n      ...CompanyChartFields\n    }\n  }\n"): (typeof documents)["\n  query CompanyPage($ticker: String!, $range: ChartRange!, $days: Int!, $pipelineFirst: Int!) {\n    company(ticker: $ticker) {\n      ticker\n      name\n      exchange\n      country\n      currency\n      kind\n      source\n      subsidiaries {\n        name\n        relation\n      }\n      formerCompanies {\n        name\n        event\n        year\n      }\n      marketCapUsd\n      trialCount\n      stock {\n        ticker\n        currentPrice\n        change\n        changePercent\n        currency\n        marketCap\n        isError\n        error\n        historicalPrices {\n          date\n          close\n        }\n      }\n      pipeline(first: $pipelineFirst) {\n        ...CompanyPipelineTrialFields\n      }\n      groups {\n        byPhase {\n          key\n          count\n        }\n        byArea {\n          key\n          count\n        }\n        byStatus {\n          key\n          count\n        }\n      }\n      scoreDistribution {\n        buckets {\n          from\n          to\n          count\n        }\n        unscored\n      }\n      upcomingCatalysts(months: 24, first: 60) {\n        catalyst {\n          ...NextCatalystFields\n        }\n        trial {\n          nctId\n          briefTitle\n          phaseKey\n        }\n      }\n      pastReadouts(first: 20) {\n        date\n        outcome\n        bestPValue\n        trial {\n          nctId\n          briefTitle\n        }\n      }\n      ...CompanyChartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanySearch($search: String!) {\n    companies(search: $search, first: 5) {\n      ticker\n      name\n      trialCount\n    }\n  }\n"): (typeof documents)["\n  query CompanySearch($search: String!) {\n    companies(search: $search, first: 5) {\n      ticker\n      name\n      trialCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentCardFields on Comment {\n    id\n    nctId\n    name\n    content\n    createdAt\n    likes\n    trialTitle\n  }\n"): (typeof documents)["\n  fragment CommentCardFields on Comment {\n    id\n    nctId\n    name\n    content\n    createdAt\n    likes\n    trialTitle\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingTrials($phases: [Phase!], $days: Int, $limit: Int) {\n    upcomingTrials(phases: $phases, days: $days, limit: $limit) {\n      nctId\n      briefTitle\n      status\n      statusLabel\n      phaseLabels\n      leadSponsorName\n      completionDate\n      ticker\n      nextCatalyst {\n        ...NextCatalystFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpcomingTrials($phases: [Phase!], $days: Int, $limit: Int) {\n    upcomingTrials(phases: $phases, days: $days, limit: $limit) {\n      nctId\n      briefTitle\n      status\n      statusLabel\n      phaseLabels\n      leadSponsorName\n      completionDate\n      ticker\n      nextCatalyst {\n        ...NextCatalystFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($popularTrials: Int, $comments: Int) {\n    popularTrials(limit: $popularTrials) {\n      ...TrialCardFields\n    }\n    recentComments(limit: $comments) {\n      ...CommentCardFields\n    }\n    popularComments(limit: $comments) {\n      ...CommentCardFields\n    }\n    trialsTableStats {\n      totalTrials\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($popularTrials: Int, $comments: Int) {\n    popularTrials(limit: $popularTrials) {\n      ...TrialCardFields\n    }\n    recentComments(limit: $comments) {\n      ...CommentCardFields\n    }\n    popularComments(limit: $comments) {\n      ...CommentCardFields\n    }\n    trialsTableStats {\n      totalTrials\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardLiked {\n    myReactions {\n      likedTrials\n      liked {\n        ...TrialCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardLiked {\n    myReactions {\n      likedTrials\n      liked {\n        ...TrialCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Favorites {\n    myReactions {\n      likedTrials\n      dislikedTrials\n      liked {\n        ...TrialCardFields\n      }\n      disliked {\n        ...TrialCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Favorites {\n    myReactions {\n      likedTrials\n      dislikedTrials\n      liked {\n        ...TrialCardFields\n      }\n      disliked {\n        ...TrialCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialHistory($nctId: ID!) {\n    trial(nctId: $nctId) {\n      nctId\n      changes {\n        id\n        field\n        oldValue\n        newValue\n        changedAt\n        slipDays\n        recordedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrialHistory($nctId: ID!) {\n    trial(nctId: $nctId) {\n      nctId\n      changes {\n        id\n        field\n        oldValue\n        newValue\n        changedAt\n        slipDays\n        recordedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MethodologyApprovalFields on MethodologyApproval {\n    area\n    probability\n    source {\n      fr\n      en\n    }\n  }\n"): (typeof documents)["\n  fragment MethodologyApprovalFields on MethodologyApproval {\n    area\n    probability\n    source {\n      fr\n      en\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvaluationFields on Evaluation {\n    setName\n    setKind\n    evaluatedAt\n    engineVersion\n    readCount\n    n\n    positives\n    negatives\n    baseRate\n    baseRateBrier\n    exclusions {\n      reason\n      count\n    }\n    probability {\n      n\n      positives\n      negatives\n      rocAuc\n      prAuc\n      brier\n      reliability {\n        ...ReliabilityBinFields\n      }\n    }\n    prior {\n      n\n      positives\n      negatives\n      rocAuc\n      prAuc\n      brier\n      reliability {\n        ...ReliabilityBinFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EvaluationFields on Evaluation {\n    setName\n    setKind\n    evaluatedAt\n    engineVersion\n    readCount\n    n\n    positives\n    negatives\n    baseRate\n    baseRateBrier\n    exclusions {\n      reason\n      count\n    }\n    probability {\n      n\n      positives\n      negatives\n      rocAuc\n      prAuc\n      brier\n      reliability {\n        ...ReliabilityBinFields\n      }\n    }\n    prior {\n      n\n      positives\n      negatives\n      rocAuc\n      prAuc\n      brier\n      reliability {\n        ...ReliabilityBinFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MethodologyFactorFields on MethodologyFactor {\n    key\n    label {\n      fr\n      en\n    }\n    min\n    max\n    source {\n      fr\n      en\n    }\n    field\n  }\n"): (typeof documents)["\n  fragment MethodologyFactorFields on MethodologyFactor {\n    key\n    label {\n      fr\n      en\n    }\n    min\n    max\n    source {\n      fr\n      en\n    }\n    field\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MethodologyMarketFields on MethodologyMarketRow {\n    bucket\n    upside\n    downside\n    breakEven\n    provisional\n    source {\n      fr\n      en\n    }\n  }\n"): (typeof documents)["\n  fragment MethodologyMarketFields on MethodologyMarketRow {\n    bucket\n    upside\n    downside\n    breakEven\n    provisional\n    source {\n      fr\n      en\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MethodologyModelFields on MethodologyModel {\n    engineVersion\n    probability {\n      fr\n      en\n    }\n    score {\n      fr\n      en\n    }\n    investThreshold\n    watchThreshold\n    priors {\n      ...MethodologyPriorFields\n    }\n    factors {\n      ...MethodologyFactorFields\n    }\n    approval {\n      ...MethodologyApprovalFields\n    }\n    market {\n      ...MethodologyMarketFields\n    }\n  }\n"): (typeof documents)["\n  fragment MethodologyModelFields on MethodologyModel {\n    engineVersion\n    probability {\n      fr\n      en\n    }\n    score {\n      fr\n      en\n    }\n    investThreshold\n    watchThreshold\n    priors {\n      ...MethodologyPriorFields\n    }\n    factors {\n      ...MethodologyFactorFields\n    }\n    approval {\n      ...MethodologyApprovalFields\n    }\n    market {\n      ...MethodologyMarketFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MethodologyPriorFields on MethodologyPrior {\n    area\n    phase\n    probability\n    source {\n      fr\n      en\n    }\n    basis {\n      fr\n      en\n    }\n  }\n"): (typeof documents)["\n  fragment MethodologyPriorFields on MethodologyPrior {\n    area\n    phase\n    probability\n    source {\n      fr\n      en\n    }\n    basis {\n      fr\n      en\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReliabilityBinFields on ReliabilityBin {\n    bin\n    lower\n    upper\n    n\n    meanPredicted\n    observedRate\n  }\n"): (typeof documents)["\n  fragment ReliabilityBinFields on ReliabilityBin {\n    bin\n    lower\n    upper\n    n\n    meanPredicted\n    observedRate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MethodologyPage {\n    methodology {\n      model {\n        ...MethodologyModelFields\n      }\n      evaluations {\n        ...EvaluationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MethodologyPage {\n    methodology {\n      model {\n        ...MethodologyModelFields\n      }\n      evaluations {\n        ...EvaluationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PopularCommentFields on Comment {\n    id\n    nctId\n    name\n    content\n    createdAt\n    likes\n    trialTitle\n  }\n"): (typeof documents)["\n  fragment PopularCommentFields on Comment {\n    id\n    nctId\n    name\n    content\n    createdAt\n    likes\n    trialTitle\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PopularTrialsPage($limit: Int) {\n    popularTrials(limit: $limit) {\n      ...TrialCardFields\n    }\n  }\n"): (typeof documents)["\n  query PopularTrialsPage($limit: Int) {\n    popularTrials(limit: $limit) {\n      ...TrialCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PopularCommentsPage($limit: Int) {\n    popularComments(limit: $limit) {\n      ...PopularCommentFields\n    }\n  }\n"): (typeof documents)["\n  query PopularCommentsPage($limit: Int) {\n    popularComments(limit: $limit) {\n      ...PopularCommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchTrials($query: String!, $limit: Int) {\n    searchTrials(query: $query, limit: $limit) {\n      nctId\n      briefTitle\n      leadSponsorName\n      status\n      statusLabel\n    }\n  }\n"): (typeof documents)["\n  query SearchTrials($query: String!, $limit: Int) {\n    searchTrials(query: $query, limit: $limit) {\n      nctId\n      briefTitle\n      leadSponsorName\n      status\n      statusLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockCardFields on Trial {\n    nctId\n    briefTitle\n    leadSponsorName\n    ticker\n    investmentVerdict\n    score\n    recommendation\n    phases\n    completionDate\n    stock {\n      ticker\n      companyName\n      currentPrice\n      change\n      changePercent\n      currency\n      marketCap\n      marketCapUsd\n      peRatio\n      beta\n      fiftyTwoWeekHigh\n      fiftyTwoWeekLow\n      volume\n      exchange\n      marketState\n      source\n      stale\n      isError\n      error\n      errorReason\n    }\n  }\n"): (typeof documents)["\n  fragment StockCardFields on Trial {\n    nctId\n    briefTitle\n    leadSponsorName\n    ticker\n    investmentVerdict\n    score\n    recommendation\n    phases\n    completionDate\n    stock {\n      ticker\n      companyName\n      currentPrice\n      change\n      changePercent\n      currency\n      marketCap\n      marketCapUsd\n      peRatio\n      beta\n      fiftyTwoWeekHigh\n      fiftyTwoWeekLow\n      volume\n      exchange\n      marketState\n      source\n      stale\n      isError\n      error\n      errorReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockDashboard($investmentVerdict: InvestmentVerdict, $page: Int, $limit: Int, $sortBy: EnrichedTrialsSort, $sortOrder: SortOrder) {\n    enrichedTrials(investmentVerdict: $investmentVerdict, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {\n      trials {\n        ...StockCardFields\n      }\n      pagination {\n        ...PaginationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StockDashboard($investmentVerdict: InvestmentVerdict, $page: Int, $limit: Int, $sortBy: EnrichedTrialsSort, $sortOrder: SortOrder) {\n    enrichedTrials(investmentVerdict: $investmentVerdict, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {\n      trials {\n        ...StockCardFields\n      }\n      pagination {\n        ...PaginationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockCacheStats {\n    stockCacheStats {\n      validEntries\n      totalEntries\n      backend\n      provider\n    }\n  }\n"): (typeof documents)["\n  query StockCacheStats {\n    stockCacheStats {\n      validEntries\n      totalEntries\n      backend\n      provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearStockCache {\n    clearStockCache {\n      cleared\n    }\n  }\n"): (typeof documents)["\n  mutation ClearStockCache {\n    clearStockCache {\n      cleared\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaginationFields on Pagination {\n    currentPage\n    totalPages\n    totalCount\n    limit\n    hasNextPage\n    hasPrevPage\n  }\n"): (typeof documents)["\n  fragment PaginationFields on Pagination {\n    currentPage\n    totalPages\n    totalCount\n    limit\n    hasNextPage\n    hasPrevPage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TableRowFields on Trial {\n    nctId\n    briefTitle\n    leadSponsorName\n    ticker\n    phases\n    score\n    recommendation\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    investmentVerdict\n    enrollment\n    completionDate\n    countries\n  }\n"): (typeof documents)["\n  fragment TableRowFields on Trial {\n    nctId\n    briefTitle\n    leadSponsorName\n    ticker\n    phases\n    score\n    recommendation\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    investmentVerdict\n    enrollment\n    completionDate\n    countries\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialsTable($filter: TrialsTableFilter, $page: Int, $limit: Int, $sortBy: TrialsTableSortField, $sortOrder: SortOrder) {\n    trialsTable(filter: $filter, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {\n      rows {\n        ...TableRowFields\n      }\n      pagination {\n        ...PaginationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrialsTable($filter: TrialsTableFilter, $page: Int, $limit: Int, $sortBy: TrialsTableSortField, $sortOrder: SortOrder) {\n    trialsTable(filter: $filter, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {\n      rows {\n        ...TableRowFields\n      }\n      pagination {\n        ...PaginationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialsTableStats($filter: TrialsTableFilter) {\n    trialsTableStats(filter: $filter) {\n      totalTrials\n      averageScore\n      totalEnrollment\n      recommendationBreakdown {\n        name\n        count\n      }\n      investmentBreakdown {\n        name\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrialsTableStats($filter: TrialsTableFilter) {\n    trialsTableStats(filter: $filter) {\n      totalTrials\n      averageScore\n      totalEnrollment\n      recommendationBreakdown {\n        name\n        count\n      }\n      investmentBreakdown {\n        name\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialsTableFilters {\n    trialsTableFilters {\n      investmentVerdicts\n      phases\n      dateRange {\n        min\n        max\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrialsTableFilters {\n    trialsTableFilters {\n      investmentVerdicts\n      phases\n      dateRange {\n        min\n        max\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TableQuotes($tickers: [String!]!) {\n    stocks(tickers: $tickers) {\n      ticker\n      currentPrice\n      change\n      changePercent\n      currency\n      isError\n    }\n  }\n"): (typeof documents)["\n  query TableQuotes($tickers: [String!]!) {\n    stocks(tickers: $tickers) {\n      ticker\n      currentPrice\n      change\n      changePercent\n      currency\n      isError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialReactionFields on Trial {\n    nctId\n    likes\n    dislikes\n    viewerReaction {\n      liked\n      disliked\n    }\n  }\n"): (typeof documents)["\n  fragment TrialReactionFields on Trial {\n    nctId\n    likes\n    dislikes\n    viewerReaction {\n      liked\n      disliked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialScientificFields on Trial {\n    nctId\n    detailedDescription\n    ...TrialInterventionsFields\n    ...TrialEligibilityFields\n    ...TrialOutcomesFields\n    ...TrialStatisticalResultsFields\n    ...TrialSeriousEventsFields\n    ...TrialSitesFields\n  }\n"): (typeof documents)["\n  fragment TrialScientificFields on Trial {\n    nctId\n    detailedDescription\n    ...TrialInterventionsFields\n    ...TrialEligibilityFields\n    ...TrialOutcomesFields\n    ...TrialStatisticalResultsFields\n    ...TrialSeriousEventsFields\n    ...TrialSitesFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialSeriousEventsFields on Trial {\n    nctId\n    results {\n      adverseEventsModule {\n        seriousEvents {\n          term\n          organSystem\n          stats {\n            numAffected\n            numAtRisk\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TrialSeriousEventsFields on Trial {\n    nctId\n    results {\n      adverseEventsModule {\n        seriousEvents {\n          term\n          organSystem\n          stats {\n            numAffected\n            numAtRisk\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SponsorMatchFields on SponsorMatch {\n    method\n    companyName\n    matchedName\n    score\n    relation\n    confidence\n    via\n    acquiredBy\n    acquiredYear\n    collaboratorName\n    collaboratorMethod\n  }\n"): (typeof documents)["\n  fragment SponsorMatchFields on SponsorMatch {\n    method\n    companyName\n    matchedName\n    score\n    relation\n    confidence\n    via\n    acquiredBy\n    acquiredYear\n    collaboratorName\n    collaboratorMethod\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialStatisticalResultsFields on Trial {\n    nctId\n    results {\n      outcomeMeasuresModule {\n        outcomeMeasures {\n          title\n          type\n          reportingStatus\n          analyses {\n            pValue\n            ciLowerLimit\n            ciUpperLimit\n            ciPctValue\n            statisticalMethod\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TrialStatisticalResultsFields on Trial {\n    nctId\n    results {\n      outcomeMeasuresModule {\n        outcomeMeasures {\n          title\n          type\n          reportingStatus\n          analyses {\n            pValue\n            ciLowerLimit\n            ciUpperLimit\n            ciPctValue\n            statisticalMethod\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockQuoteFields on StockData {\n    ticker\n    currentPrice\n    change\n    changePercent\n    previousClose\n    dayHigh\n    dayLow\n    volume\n    marketState\n    lastUpdate\n  }\n"): (typeof documents)["\n  fragment StockQuoteFields on StockData {\n    ticker\n    currentPrice\n    change\n    changePercent\n    previousClose\n    dayHigh\n    dayLow\n    volume\n    marketState\n    lastUpdate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockOverviewFields on StockData {\n    ...StockQuoteFields\n    companyName\n    exchange\n    currency\n    marketCap\n    peRatio\n    beta\n    dividendYield\n    avgVolume\n    fiftyTwoWeekLow\n    fiftyTwoWeekHigh\n    monthChangePercent\n    isError\n    error\n    errorReason\n  }\n"): (typeof documents)["\n  fragment StockOverviewFields on StockData {\n    ...StockQuoteFields\n    companyName\n    exchange\n    currency\n    marketCap\n    peRatio\n    beta\n    dividendYield\n    avgVolume\n    fiftyTwoWeekLow\n    fiftyTwoWeekHigh\n    monthChangePercent\n    isError\n    error\n    errorReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockChart($ticker: String!) {\n    stock(ticker: $ticker) {\n      ...StockOverviewFields\n      historicalPrices {\n        date\n        close\n      }\n    }\n  }\n"): (typeof documents)["\n  query StockChart($ticker: String!) {\n    stock(ticker: $ticker) {\n      ...StockOverviewFields\n      historicalPrices {\n        date\n        close\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveQuotes($tickers: [String!]!) {\n    stockQuotes(tickers: $tickers) {\n      ...StockQuoteFields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveQuotes($tickers: [String!]!) {\n    stockQuotes(tickers: $tickers) {\n      ...StockQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockPanel($ticker: String!) {\n    stock(ticker: $ticker) {\n      ...StockOverviewFields\n      monthChange\n      historicalPrices {\n        date\n      }\n      holders {\n        insidersPercentHeld\n        institutionsPercentHeld\n        institutionsFloatPercentHeld\n        institutionsCount\n      }\n      currency\n      analystRecommendations {\n        period\n        strongBuy\n        buy\n        hold\n        sell\n        strongSell\n      }\n      financialData {\n        numberOfAnalystOpinions\n        recommendationKey\n        targetLowPrice\n        targetMeanPrice\n        targetHighPrice\n        totalRevenue\n        revenuePerShare\n        revenueGrowth\n        grossProfits\n        profitMargins\n        operatingMargins\n        returnOnAssets\n        returnOnEquity\n        earningsGrowth\n        totalCash\n        totalDebt\n        debtToEquity\n        currentRatio\n        freeCashflow\n        operatingCashflow\n      }\n      keyStats {\n        forwardPE\n        pegRatio\n        priceToBook\n        priceToSales\n        enterpriseValue\n        enterpriseToRevenue\n        enterpriseToEbitda\n        shortRatio\n      }\n      topInstitutions {\n        organization\n        pctHeld\n        position\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query StockPanel($ticker: String!) {\n    stock(ticker: $ticker) {\n      ...StockOverviewFields\n      monthChange\n      historicalPrices {\n        date\n      }\n      holders {\n        insidersPercentHeld\n        institutionsPercentHeld\n        institutionsFloatPercentHeld\n        institutionsCount\n      }\n      currency\n      analystRecommendations {\n        period\n        strongBuy\n        buy\n        hold\n        sell\n        strongSell\n      }\n      financialData {\n        numberOfAnalystOpinions\n        recommendationKey\n        targetLowPrice\n        targetMeanPrice\n        targetHighPrice\n        totalRevenue\n        revenuePerShare\n        revenueGrowth\n        grossProfits\n        profitMargins\n        operatingMargins\n        returnOnAssets\n        returnOnEquity\n        earningsGrowth\n        totalCash\n        totalDebt\n        debtToEquity\n        currentRatio\n        freeCashflow\n        operatingCashflow\n      }\n      keyStats {\n        forwardPE\n        pegRatio\n        priceToBook\n        priceToSales\n        enterpriseValue\n        enterpriseToRevenue\n        enterpriseToEbitda\n        shortRatio\n      }\n      topInstitutions {\n        organization\n        pctHeld\n        position\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialStocksFields on Trial {\n    nctId\n    briefTitle\n    ticker\n    leadSponsorName\n    score\n    recommendation\n    investmentVerdict\n    sponsorMatch {\n      ...SponsorMatchFields\n    }\n  }\n"): (typeof documents)["\n  fragment TrialStocksFields on Trial {\n    nctId\n    briefTitle\n    ticker\n    leadSponsorName\n    score\n    recommendation\n    investmentVerdict\n    sponsorMatch {\n      ...SponsorMatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialSummaryFields on Trial {\n    nctId\n    status\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    enrollmentSize\n    description\n    conditions\n    phaseLabels\n    studyType\n    startDate\n    completionDate\n    completionDateType\n    enrollment\n    leadSponsor {\n      name\n      class\n    }\n    siteCount\n    countries\n    interventions {\n      name\n      type\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment TrialSummaryFields on Trial {\n    nctId\n    status\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    enrollmentSize\n    description\n    conditions\n    phaseLabels\n    studyType\n    startDate\n    completionDate\n    completionDateType\n    enrollment\n    leadSponsor {\n      name\n      class\n    }\n    siteCount\n    countries\n    interventions {\n      name\n      type\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialCardFields on Trial {\n    nctId\n    briefTitle\n    status\n    statusLabel\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    phaseLabels\n    leadSponsorName\n    collaborators {\n      name\n    }\n    conditions\n    startDate\n    completionDate\n    enrollment\n    siteCount\n    ticker\n    likes\n    dislikes\n    ...TrialReactionFields\n  }\n"): (typeof documents)["\n  fragment TrialCardFields on Trial {\n    nctId\n    briefTitle\n    status\n    statusLabel\n    statusSignal {\n      kind\n      color\n      reason\n    }\n    phaseLabels\n    leadSponsorName\n    collaborators {\n      name\n    }\n    conditions\n    startDate\n    completionDate\n    enrollment\n    siteCount\n    ticker\n    likes\n    dislikes\n    ...TrialReactionFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialHeaderFields on Trial {\n    nctId\n    briefTitle\n    status\n    statusLabel\n    phaseLabels\n    ticker\n    sponsorMatch {\n      ...SponsorMatchFields\n    }\n    ...TrialReactionFields\n  }\n"): (typeof documents)["\n  fragment TrialHeaderFields on Trial {\n    nctId\n    briefTitle\n    status\n    statusLabel\n    phaseLabels\n    ticker\n    sponsorMatch {\n      ...SponsorMatchFields\n    }\n    ...TrialReactionFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialEligibilityFields on Trial {\n    nctId\n    eligibility {\n      minimumAge\n      maximumAge\n      sex\n      healthyVolunteers\n    }\n  }\n"): (typeof documents)["\n  fragment TrialEligibilityFields on Trial {\n    nctId\n    eligibility {\n      minimumAge\n      maximumAge\n      sex\n      healthyVolunteers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialInterventionsFields on Trial {\n    nctId\n    interventions {\n      name\n      type\n      description\n      otherNames\n    }\n  }\n"): (typeof documents)["\n  fragment TrialInterventionsFields on Trial {\n    nctId\n    interventions {\n      name\n      type\n      description\n      otherNames\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialOutcomesFields on Trial {\n    nctId\n    outcomes {\n      primaryOutcomes {\n        ...OutcomeFields\n      }\n      secondaryOutcomes {\n        ...OutcomeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TrialOutcomesFields on Trial {\n    nctId\n    outcomes {\n      primaryOutcomes {\n        ...OutcomeFields\n      }\n      secondaryOutcomes {\n        ...OutcomeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutcomeFields on Outcome {\n    measure\n    description\n    timeFrame\n  }\n"): (typeof documents)["\n  fragment OutcomeFields on Outcome {\n    measure\n    description\n    timeFrame\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialSitesFields on Trial {\n    nctId\n    locations {\n      facility\n      city\n      country\n    }\n  }\n"): (typeof documents)["\n  fragment TrialSitesFields on Trial {\n    nctId\n    locations {\n      facility\n      city\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrialReactionResultFields on TrialReactionResult {\n    nctId\n    trial {\n      ...TrialReactionFields\n    }\n  }\n"): (typeof documents)["\n  fragment TrialReactionResultFields on TrialReactionResult {\n    nctId\n    trial {\n      ...TrialReactionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeTrial($nctId: ID!, $clientMutationId: String) {\n    likeTrial(nctId: $nctId, clientMutationId: $clientMutationId) {\n      ...TrialReactionResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation LikeTrial($nctId: ID!, $clientMutationId: String) {\n    likeTrial(nctId: $nctId, clientMutationId: $clientMutationId) {\n      ...TrialReactionResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DislikeTrial($nctId: ID!, $clientMutationId: String) {\n    dislikeTrial(nctId: $nctId, clientMutationId: $clientMutationId) {\n      ...TrialReactionResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation DislikeTrial($nctId: ID!, $clientMutationId: String) {\n    dislikeTrial(nctId: $nctId, clientMutationId: $clientMutationId) {\n      ...TrialReactionResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialDetail($nctId: ID!) {\n    trial(nctId: $nctId) {\n      nctId\n      briefTitle\n      ...TrialHeaderFields\n      ...TrialStocksFields\n      ...TrialSummaryFields\n      ...TrialScientificFields\n    }\n  }\n"): (typeof documents)["\n  query TrialDetail($nctId: ID!) {\n    trial(nctId: $nctId) {\n      nctId\n      briefTitle\n      ...TrialHeaderFields\n      ...TrialStocksFields\n      ...TrialSummaryFields\n      ...TrialScientificFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialsPage($filter: TrialsFilter, $after: String, $first: Int) {\n    trials(filter: $filter, after: $after, first: $first) {\n      nodes {\n        ...TrialCardFields\n      }\n      nextPageToken\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query TrialsPage($filter: TrialsFilter, $after: String, $first: Int) {\n    trials(filter: $filter, after: $after, first: $first) {\n      nodes {\n        ...TrialCardFields\n      }\n      nextPageToken\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WatchlistIdsFields on Watchlist {\n    trials {\n      nctId\n    }\n    companies {\n      ticker\n    }\n  }\n"): (typeof documents)["\n  fragment WatchlistIdsFields on Watchlist {\n    trials {\n      nctId\n    }\n    companies {\n      ticker\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchState {\n    myWatchlist {\n      ...WatchlistIdsFields\n    }\n  }\n"): (typeof documents)["\n  query WatchState {\n    myWatchlist {\n      ...WatchlistIdsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Watch($kind: WatchKind!, $id: String!) {\n    watch(kind: $kind, id: $id) {\n      ...WatchlistIdsFields\n    }\n  }\n"): (typeof documents)["\n  mutation Watch($kind: WatchKind!, $id: String!) {\n    watch(kind: $kind, id: $id) {\n      ...WatchlistIdsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unwatch($kind: WatchKind!, $id: String!) {\n    unwatch(kind: $kind, id: $id) {\n      ...WatchlistIdsFields\n    }\n  }\n"): (typeof documents)["\n  mutation Unwatch($kind: WatchKind!, $id: String!) {\n    unwatch(kind: $kind, id: $id) {\n      ...WatchlistIdsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchlistPage {\n    myWatchlist {\n      trials {\n        nctId\n        watchedAt\n        trial {\n          ...TrialCardFields\n        }\n      }\n      companies {\n        ticker\n        name\n        trialCount\n        watchedAt\n      }\n    }\n    myCalendarFeed {\n      active\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WatchlistPage {\n    myWatchlist {\n      trials {\n        nctId\n        watchedAt\n        trial {\n          ...TrialCardFields\n        }\n      }\n      companies {\n        ticker\n        name\n        trialCount\n        watchedAt\n      }\n    }\n    myCalendarFeed {\n      active\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarFeed($clientMutationId: String) {\n    createCalendarFeed(clientMutationId: $clientMutationId) {\n      token\n      path\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarFeed($clientMutationId: String) {\n    createCalendarFeed(clientMutationId: $clientMutationId) {\n      token\n      path\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;