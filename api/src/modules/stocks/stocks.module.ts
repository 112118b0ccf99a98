import { defineModule } from '../../module.js';
import { StockSnapshot } from './stocks.entity.js';
import { fxLoader } from './stocks.fx.js';
import { quoteLoader } from './stocks.loaders.js';
import { StockDataOut } from './stocks.outputs.js';
import { stocksPolicy } from './stocks.policy.js';
import { stocksResolvers } from './stocks.resolver.js';
import { stocksRoutes } from './stocks.rest.js';

/** Quotes and FX rates from the stock provider (STOCK_PROVIDER), behind the process's StockMarket (Deps.stocks). */
export const stocksModule = defineModule({
  name: 'stocks',
  resolvers: stocksResolvers,
  routes: stocksRoutes,
  outputs: [StockDataOut],
  entities: [StockSnapshot],
  loaders: [quoteLoader, fxLoader],
  policies: stocksPolicy,
});
