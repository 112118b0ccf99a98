import type { AppContext } from '../context.js';

/** What the modules say may be cached (response-cache.policy.ts explains the rules). */
export interface ResponseCacheRules {
  /** The object type of the announced rows (`Trial`). */
  rowType: string;
  /** Its fields computed from its own row (`__typename` is always one). */
  rowFields: ReadonlySet<string>;
  /** Its fields computed from the row's id and the viewer alone. */
  viewerFields: ReadonlySet<string>;
  /** Root query fields answered from those rows: `idArgument` names the one row an answer reads; none: it reads them all. */
  rootFields: ReadonlyMap<string, RootFieldRule>;
}

export interface RootFieldRule {
  idArgument?: string;
  /**
   * Makes the row with this id known to the request without reading it, before the viewer's part of
   * an answer runs (only viewer fields are selected then, and they read the id alone).
   */
  knownRow?: (context: AppContext, id: string) => void;
}
