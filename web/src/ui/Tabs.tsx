import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  count?: number;
}

/**
 * WAI-ARIA tabs: role=tablist/tab, arrow keys, Home/End move between tabs. The panel is rendered by the
 * caller with `<TabPanel>` (id `tabpanel-<idBase>-<key>`), so the active tab can live in the URL.
 */
export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  idBase,
  label,
}: {
  tabs: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  idBase: string;
  label: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    let next = -1;
    if (e.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next >= 0) {
      e.preventDefault();
      refs.current[next]?.focus();
      onChange(tabs[next].key);
    }
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`tab-${idBase}-${tab.key}`}
          aria-selected={tab.key === active}
          aria-controls={`tabpanel-${idBase}-${tab.key}`}
          tabIndex={tab.key === active ? 0 : -1}
          className={`tab ${tab.key === active ? 'tab-active' : ''}`}
          onClick={() => onChange(tab.key)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {tab.label}
          {typeof tab.count === 'number' ? <span className="tab-count">{tab.count}</span> : null}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ idBase, tabKey, children }: { idBase: string; tabKey: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`tabpanel-${idBase}-${tabKey}`} aria-labelledby={`tab-${idBase}-${tabKey}`} tabIndex={0} className="tab-panel">
      {children}
    </div>
  );
}
