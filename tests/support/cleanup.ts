import { afterAll } from "vitest";
import { removeTempDataDirs } from "./server";

// Registered before the test file's own hooks, so it runs after them: the
// file's servers have stopped when their data directories go.
afterAll(removeTempDataDirs);
