import { INVOICE_MESSAGES } from "@cairn/shared";
import type { FastifyRequest } from "fastify";
import { requireUser } from "../../core/auth/plugin";
import { notFound } from "../../core/http/errors";
import { authorize, policy } from "../../core/policy/policy";
import { loadProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { loadInvoice } from "./load";

/** The invoice, for its project's managers and its own client; 404 for anyone else (it is not revealed). */
export async function readableInvoice(db: Db, req: FastifyRequest, projectId: number, invoiceId: number) {
  const access = await loadProjectAccess(db, requireUser(req), projectId);
  const whole = await loadInvoice(db, access.project.id, invoiceId);
  const manages = policy.manageProject(access);
  if (!manages && whole.invoice.clientId !== access.userId) throw notFound(INVOICE_MESSAGES.notFound);
  return { access, whole, manages };
}

/** The invoice, for its project's managers; its client sees it but may not change it (403). */
export async function managedInvoice(db: Db, req: FastifyRequest, projectId: number, invoiceId: number) {
  const found = await readableInvoice(db, req, projectId, invoiceId);
  authorize(found.manages);
  return found;
}
