/**
 * What a command answers its caller, the same shape everywhere: what it made
 * (`ok: true` and its data), or a refusal with the French message for the
 * person, the HTTP status a route answers with and, when one field is at
 * fault, its name.
 */
export type Result<T extends object = object, Status extends number = number> =
  ({ ok: true } & T) | Refusal<Status>;

export interface Refusal<Status extends number = number> {
  ok: false;
  message: string;
  status?: Status;
  field?: string;
}

/** A refusal that always says which HTTP status the route answers with. */
export type StatusRefusal<Status extends number> = Refusal<Status> & { status: Status };
