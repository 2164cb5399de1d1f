/**
 * Creates an administrator from the command line, or gives an existing
 * account the role back and resets its password:
 *   npm run admin:create -- email@example.com                    create
 *   npm run admin:create -- email@example.com --promote          existing account → admin
 *   npm run admin:create -- email@example.com --reset-password   new password, 2FA removed
 *   npm run admin:create -- email@example.com --role sales       create (or with --promote give) another role
 * The password is asked without echo, or read from ADMIN_PASSWORD (scripts,
 * CI). On a terminal, an existing account without flags is offered both.
 * While a server holds the PGlite directory, the server itself runs the
 * command on request (as `npm run backup` does); PostgreSQL is reached directly.
 */
import "../server/env-file.mjs";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { Writable } from "node:stream";
import { parseEnv } from "../app/config/env.server";
import { openDatabase } from "../db/client.server";
import { DataDirLockedError } from "../db/data-dir-lock";
import {
  ADMIN_REQUEST_FILE,
  runAdminCommand,
  type AdminCommand,
  type AdminCommandResult,
  type AdminRequest,
} from "../app/features/administrators/admin-command.server";
import { setPrivateUmask } from "../app/infra/private-files.server";
import { ROLE_LABELS, ROLES, type Role } from "../app/domain/constants";

setPrivateUmask();

const USAGE =
  "Usage : npm run admin:create -- email@exemple.com [--role admin|sales|editor|user] [--promote] [--reset-password]\n" +
  "  (mot de passe demandé, ou ADMIN_PASSWORD ; rôle administrateur par défaut)";
const FLAGS = new Set(["--promote", "--reset-password", "--role"]);

/** `--role sales` or `--role=sales`; the administrator role when absent. */
function roleArgument(args: string[]): { role: Role; rest: string[] } {
  const rest: string[] = [];
  let role: string = "admin";
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--role") role = args[++i] ?? "";
    else if (arg.startsWith("--role=")) role = arg.slice("--role=".length);
    else rest.push(arg);
  }
  if (!(ROLES as readonly string[]).includes(role)) {
    fail(`Rôle inconnu : ${role || "(vide)"}. Rôles possibles : ${ROLES.join(", ")}.`);
  }
  return { role: role as Role, rest };
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Reads a line from the terminal, without showing it when `hidden`. */
async function prompt(question: string, hidden: boolean): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => rl.question(question, resolve));
  muted = hidden;
  const value = await answer;
  rl.close();
  if (hidden) process.stdout.write("\n");
  return value;
}

async function password(email: string): Promise<string> {
  if (process.env.ADMIN_PASSWORD !== undefined) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    fail("Pas de terminal pour saisir le mot de passe : définissez ADMIN_PASSWORD.");
  }
  return prompt(`Mot de passe pour ${email} : `, true);
}

const yes = async (question: string) => /^o(ui)?$/i.test((await prompt(question, false)).trim());

/** Hands the command to the server holding the PGlite directory and waits for its answer. */
async function askRunningServer(
  dataDir: string,
  pid: number,
  command: AdminCommand,
): Promise<AdminCommandResult> {
  const answer = `admin-answer-${crypto.randomUUID()}.json`;
  const answerFile = path.join(dataDir, answer);
  const requestFile = path.join(dataDir, ADMIN_REQUEST_FILE);
  const request: AdminRequest = { command, answer };
  fs.writeFileSync(requestFile, JSON.stringify(request), { mode: 0o600 });
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 60_000;
  try {
    while (Date.now() < deadline) {
      if (fs.existsSync(answerFile)) {
        return JSON.parse(fs.readFileSync(answerFile, "utf8")) as AdminCommandResult;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    fs.rmSync(answerFile, { force: true });
    fs.rmSync(requestFile, { force: true });
  }
  fail(`Le serveur (pid ${pid}) n'a pas répondu à la demande.`);
}

async function execute(command: AdminCommand): Promise<AdminCommandResult> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    fail((error as Error).message);
  }
  let handle;
  try {
    handle = env.DATABASE_URL
      ? await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 1 })
      : await openDatabase({ dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      return askRunningServer(env.DATA_DIR, error.pid, command);
    }
    fail(`Base de données inaccessible : ${(error as Error).message}`);
  }
  try {
    return await runAdminCommand(handle.db, command);
  } finally {
    await handle.close();
  }
}

async function main() {
  const { role, rest: args } = roleArgument(process.argv.slice(2));
  const unknown = args.filter((a) => a.startsWith("-") && !FLAGS.has(a));
  const email = args.find((a) => !a.startsWith("-"));
  if (!email || unknown.length > 0) fail(USAGE);
  const command: AdminCommand = {
    email,
    role,
    promote: args.includes("--promote"),
    resetPassword: args.includes("--reset-password"),
  };
  // A password is needed to create an account or to reset one, not to promote one.
  if (command.resetPassword || !command.promote) command.password = await password(email);
  let result = await execute(command);
  if (!result.ok && result.code === "exists" && process.stdin.isTTY) {
    const promote = await yes(
      `Ce compte existe déjà. Lui donner le rôle ${ROLE_LABELS[role].toLowerCase()} ? (o/N) `,
    );
    const resetPassword = await yes(
      "Remplacer son mot de passe par celui saisi (double authentification désactivée, sessions fermées) ? (o/N) ",
    );
    if (promote || resetPassword) result = await execute({ ...command, promote, resetPassword });
  }
  if (!result.ok) fail(result.message);
  for (const line of result.lines) process.stdout.write(`${line}\n`);
}

await main().catch((error: unknown) => fail(`Erreur : ${(error as Error).message}`));
