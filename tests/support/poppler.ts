import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Installs poppler-utils when pdftotext is missing (as root on CI and these machines). */
export function ensurePoppler(): void {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
  } catch {
    execFileSync("apt-get", ["install", "-y", "poppler-utils"], { stdio: "ignore" });
  }
}

/** The text poppler extracts from a PDF, in reading order. */
export function pdfText(pdf: Buffer, args: string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-"));
  try {
    const file = path.join(dir, "doc.pdf");
    fs.writeFileSync(file, pdf);
    return execFileSync("pdftotext", [...args, file, "-"], { encoding: "utf8" });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
