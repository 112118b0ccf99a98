import type { Config } from '../../config.js';
import type { RegulatoryProvider } from '../../domain/regulatory.js';
import { DemoRegulatoryProvider } from './demo.js';
import { FederalRegisterProvider } from './federalregister.js';
import { FileRegulatoryProvider } from './file.js';
import { OpenFdaProvider } from './openfda.js';

export { DemoRegulatoryProvider } from './demo.js';
export { FileRegulatoryProvider, readRegulatoryEvents, readRegulatoryOverrides } from './file.js';

/** The providers REGULATORY_PROVIDERS names, in its order (default: demo alone, offline). */
export function createRegulatoryProviders(config: Pick<Config, 'REGULATORY_PROVIDERS' | 'OPENFDA_API_KEY'>): RegulatoryProvider[] {
  return config.REGULATORY_PROVIDERS.map((name): RegulatoryProvider => {
    switch (name) {
      case 'demo':
        return new DemoRegulatoryProvider();
      case 'file':
        return new FileRegulatoryProvider();
      case 'openfda':
        return new OpenFdaProvider({ apiKey: config.OPENFDA_API_KEY });
      case 'federalregister':
        return new FederalRegisterProvider();
    }
  });
}
