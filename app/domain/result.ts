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

/**
 * The refusals an administrator's command ends with, each with its HTTP
 * status: the French message is the person's, the status the route's.
 */
export const refuse = {
  invalid: (message: string, field?: string): StatusRefusal<400> => ({
    ok: false,
    status: 400,
    message,
    ...(field && { field }),
  }),
  forbidden: (message: string): StatusRefusal<403> => ({ ok: false, status: 403, message }),
  notFound: (message: string): StatusRefusal<404> => ({ ok: false, status: 404, message }),
  conflict: (message: string): StatusRefusal<409> => ({ ok: false, status: 409, message }),
};

/**
 * A refusal thrown rather than returned: from inside a transaction (which it
 * rolls back) or from deep in a read (an upload, a filter, a booking under
 * its slot's lock). The one exception class of the commands, the back
 * office's and the visitors' alike; whoever answers turns it into its status
 * and message like a returned refusal. A command may add what its callers
 * and tests read of it (the booking rule that refused, say).
 */
export class Refused<R extends StatusRefusal<number> = StatusRefusal<number>> extends Error {
  override name = "Refused";
  constructor(readonly refusal: R) {
    super(refusal.message);
  }
}
