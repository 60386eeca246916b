// The dashboard's tab list (WAI-ARIA tabs): arrow keys move between tabs, the panel follows.
import { useRef, type KeyboardEvent } from 'react';
import type { Tab, TabId } from '../lib/tabs';

interface Props {
  tabs: Tab[];
  active: TabId;
  onSelect: (tab: TabId) => void;
}

export const tabId = (tab: TabId) => `dashboard-tab-${tab}`;
export const panelId = (tab: TabId) => `dashboard-panel-${tab}`;

export function DashboardTabs({ tabs, active, onSelect }: Props) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onSelect(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div className="dashboard-tabs" role="tablist" aria-label="Dashboard">
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={active === tab.id}
          aria-controls={panelId(tab.id)}
          tabIndex={active === tab.id ? 0 : -1}
          className={active === tab.id ? 'is-active' : ''}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
