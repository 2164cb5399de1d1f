import type { ComponentProps } from "react";
import { StatusActions } from "./status-actions";
import { StatusBadge } from "./status-badge";
import { Cell } from "./ui";

/** The last two cells of an order or appointment row: its status and the buttons that change it. */
export function StatusCells(props: ComponentProps<typeof StatusActions>) {
  return (
    <>
      <Cell label="Statut">
        <StatusBadge entity={props.entity} status={props.status} />
      </Cell>
      <Cell label="Actions">
        <StatusActions {...props} />
      </Cell>
    </>
  );
}
