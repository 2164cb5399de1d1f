import { afterEach } from "vitest";
import { closeOpenPages } from "./browser";

// No test reuses another's page: each test's pages go when it ends.
afterEach(closeOpenPages);
