import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type Tab<Key extends string = string> = { key: Key; label: string; content: ReactNode };

type TabsProps<Key extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: ReadonlyArray<Tab<Key>>;
  selected: Key;
  onSelect: (key: Key) => void;
  /** The block's class name: its list, tab and panel take it with __list, __tab and __panel. */
  className?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: one tab in the tab order (roving tabindex), arrow keys
 * move and select (wrapping), Home and End go to the first and last; each panel is labelled by its
 * tab. Every panel stays mounted (hidden when not selected), so what is typed in one survives a
 * look at another. The owner keeps which tab is selected.
 */
export function Tabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className = 'tabs',
}: TabsProps<Key>) {
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
    <div className={className}>
      <div role="tablist" aria-label={label} className={`${className}__list`}>
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
              className={`${className}__tab`}
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
          className={`${className}__panel`}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
