import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type PanelTab<Key extends string> = { key: Key; label: string; content: ReactNode };

type PanelTabsProps<Key extends string> = {
  label: string;
  tabs: ReadonlyArray<PanelTab<Key>>;
  selected: Key;
  onSelect: (key: Key) => void;
};

/**
 * WAI-ARIA tabs with automatic activation: one tab in the tab order (roving tabindex), arrow keys
 * move and select (wrapping), Home and End go to the first and last. Every panel stays mounted
 * (hidden when not selected), so a note being written survives a look at the script.
 */
export function PanelTabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: PanelTabsProps<Key>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Key, HTMLButtonElement>());

  const selectAt = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.key);
    tabRefs.current.get(tab.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    selectAt(target);
  };

  return (
    <div className="agent-tabs">
      <div role="tablist" aria-label={label} className="agent-tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={isSelected ? 0 : -1}
              className="agent-tabs__tab"
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          tabIndex={0}
          hidden={tab.key !== selected}
          className="agent-tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
