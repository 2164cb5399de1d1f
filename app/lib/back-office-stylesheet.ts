import href from "../app.css?url";

/**
 * Every page carries the public pages' classes inline (ADR 0013); the back
 * office's routes add the whole site's stylesheet as a cached file. React
 * Router loads a route's stylesheets before showing it, so a client
 * navigation from the public site arrives styled, and leaving the back office
 * removes the file again.
 */
export const backOfficeStylesheet = { rel: "stylesheet", href } as const;
