import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type Tab = { key: string; label: string; content: ReactNode };

type TabsProps = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly Tab[];
  initialKey?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: one tab in the page's tab order (the selected one),
 * Left and Right move to the previous and next tab (wrapping), Home and End to the first and
 * last; each panel is labelled by its tab and can take focus itself.
 */
export function Tabs({ label, tabs, initialKey }: TabsProps) {
  const [selectedKey, setSelectedKey] = useState(
    tabs.some((tab) => tab.key === initialKey) ? initialKey : tabs[0]?.key,
  );
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selectedKey),
  );

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelectedKey(tab.key);
    tabRefs.current.get(tab.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => select(selectedIndex + 1),
      ArrowLeft: () => select(selectedIndex - 1),
      Home: () => select(0),
      End: () => select(tabs.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.key}`}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={`panel-${tab.key}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelectedKey(tab.key)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`panel-${tab.key}`}
          className="tabs__panel"
          aria-labelledby={`tab-${tab.key}`}
          tabIndex={0}
          hidden={index !== selectedIndex}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
