// Loads the settings file before anything reads the environment: `.env` in
// the working directory, or the file named by ENV_FILE (empty: none).
// Variables already set in the environment win over the file.
import fs from "node:fs";

const file = process.env.ENV_FILE ?? ".env";
if (file !== "" && fs.existsSync(file)) process.loadEnvFile(file);
