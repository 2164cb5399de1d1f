import { data } from "react-router";
import { Refused } from "~/domain/result";
import { parseListQuery, type Entity, type ListQuery } from "./schema";

/** The list filters of a back-office request; a filter it must refuse answers 400 in French. */
export function listQueryOf(entity: Entity, request: Request): ListQuery {
  try {
    return parseListQuery(entity, new URL(request.url).searchParams);
  } catch (error) {
    if (error instanceof Refused) throw data(error.message, { status: error.refusal.status });
    throw error;
  }
}
