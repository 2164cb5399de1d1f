/**
 * Creates an administrator from the command line:
 *   npm run admin:create -- email@example.com
 * The password is asked without echo, or read from ADMIN_PASSWORD (scripts, CI).
 */
import readline from "node:readline";
import { Writable } from "node:stream";
import { parseEnv } from "../app/config/env.server";
import { openDatabase } from "../db/client.server";
import { DataDirLockedError } from "../db/data-dir-lock";
import { createAdministrator } from "../app/features/auth/administrators.server";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Reads a line from the terminal without showing what is typed. */
async function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    fail("Pas de terminal pour saisir le mot de passe : définissez ADMIN_PASSWORD.");
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => rl.question(question, resolve));
  muted = true;
  const value = await answer;
  rl.close();
  process.stdout.write("\n");
  return value;
}

async function main() {
  const email = process.argv[2];
  if (!email || email.startsWith("-")) {
    fail(
      "Usage : npm run admin:create -- email@exemple.com  (mot de passe demandé, ou ADMIN_PASSWORD)",
    );
  }
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    fail((error as Error).message);
  }
  const password =
    process.env.ADMIN_PASSWORD ?? (await promptHidden(`Mot de passe pour ${email} : `));

  let handle;
  try {
    handle = env.DATABASE_URL
      ? await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 1 })
      : await openDatabase({ dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        `Le serveur utilise en ce moment la base de données de ${error.dataDir} (pid ${error.pid}).\n` +
          "Utilisez le lien de configuration affiché par le serveur au démarrage (/setup?token=…) " +
          "tant qu'aucun administrateur n'existe,\nou arrêtez le serveur puis relancez cette commande.",
      );
    }
    fail(`Base de données inaccessible : ${(error as Error).message}`);
  }
  try {
    const result = await createAdministrator(handle.db, { email, password });
    if (!result.success) fail(`Création échouée : ${result.error}`);
    process.stdout.write(`Administrateur créé avec succès : ${result.email}\n`);
  } finally {
    await handle.close();
  }
}

await main().catch((error: unknown) => fail(`Erreur : ${(error as Error).message}`));
