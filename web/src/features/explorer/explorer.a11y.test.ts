import { describe, expect, it } from 'vitest';
import { fixGraphiqlTabs } from './explorer.a11y';

describe('fixGraphiqlTabs', () => {
  it("turns GraphiQL's tab strip into a list of buttons, the open one aria-current, and is idempotent", () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <ul class="graphiql-tabs" role="tablist">
        <li class="graphiql-tab graphiql-tab-active" role="tab" aria-selected="true"><button class="graphiql-tab-button">A</button><button class="graphiql-tab-close">x</button></li>
        <li class="graphiql-tab" role="tab" aria-selected="false"><button class="graphiql-tab-button" aria-current="true">B</button><button class="graphiql-tab-close">x</button></li>
      </ul>`;
    fixGraphiqlTabs(root);
    fixGraphiqlTabs(root);
    expect(root.querySelector('[role]')).toBeNull();
    expect(root.querySelector('[aria-selected]')).toBeNull();
    const buttons = [...root.querySelectorAll('.graphiql-tab-button')];
    expect(buttons.map((b) => b.getAttribute('aria-current'))).toEqual(['true', null]);
  });
});
