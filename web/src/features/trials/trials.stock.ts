import type { StockPanelQuery } from '../../gql/graphql';

/** The stock panel's data (StockPanel.tsx's query), as its cards read it. */
export type PanelStock = NonNullable<StockPanelQuery['stock']>;
