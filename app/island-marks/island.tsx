import type { ComponentType } from "react";
import { ISLAND_WHEN, type IslandName } from "./names";

/**
 * Marks a component as an island: the server draws it as always, inside an
 * element that names it and carries its props as JSON, which the browser
 * hydrates on its own (app/islands/entry.ts). The element takes no box
 * (`display: contents`), so the layout is the one without it; `span` where
 * the island sits in a line of text or a button row. Props must be plain
 * data (strings, numbers, booleans, arrays and objects of them).
 */
export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  options: { as?: "div" | "span" } = {},
): ComponentType<P> {
  const Tag = options.as ?? "div";
  function Island(props: P) {
    return (
      <Tag
        data-island={name}
        data-when={ISLAND_WHEN[name]}
        data-props={JSON.stringify(props)}
        className="contents"
      >
        <Component {...props} />
      </Tag>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
