import type { Proforma } from "./proforma.server";

/**
 * The pro-forma as a PDF. The writer, with pdfkit and fontkit (whose Unicode
 * tables inflate when loaded), is imported on the first pro-forma asked for,
 * not when the server starts: most starts never draw one.
 */
export async function proformaPdf(proforma: Proforma): Promise<Buffer> {
  const { ProformaWriter } = await import("./proforma-writer.server");
  return new ProformaWriter(proforma).render();
}
