import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { PanelStock } from '../trials.stock';
import { StockMarketCards } from './StockMarketCards';

const stock = (monthChange: number, monthChangePercent: number) =>
  ({
    currency: 'USD',
    marketCap: 69.55e9,
    peRatio: 16.23,
    beta: 0.37,
    dividendYield: 0.0194,
    dayLow: 374.52,
    dayHigh: 382.65,
    fiftyTwoWeekLow: 327.06,
    fiftyTwoWeekHigh: 394.34,
    volume: 287_450,
    avgVolume: 597_500,
    marketState: 'CLOSED',
    monthChange,
    monthChangePercent,
    exchange: 'NASDAQ',
    previousClose: 382.49,
    historicalPrices: [],
    holders: null,
  }) as unknown as PanelStock;

const plain = (s: string | null) => (s ?? '').replace(/\u202f|\u00a0/g, ' ');

describe('StockMarketCards', () => {
  it('signs the 30-day change in money as in percent, with a true minus sign for a loss', () => {
    renderWithProviders(<StockMarketCards stock={stock(32.73, 9.58)} />);
    expect(plain(screen.getByTestId('stock-month-change').textContent)).toBe('+32,73 $US (+9,58 %)');
    expect(screen.getByText(/^374,52\s\$US – 382,65\s\$US$/)).toBeTruthy();
  });

  it('writes a loss with the true minus sign in English too', () => {
    renderWithProviders(<StockMarketCards stock={stock(-7.97, -2.08)} />, { lang: 'en' });
    expect(screen.getByTestId('stock-month-change').textContent).toBe('\u2212$7.97 (\u22122.08%)');
    expect(screen.getByTestId('stock-month-change').className).toBe('tone-red');
  });
});
