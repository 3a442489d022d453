import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import swagger from "@fastify/swagger";
import type { FastifyInstance, RouteOptions } from "fastify";
import { createJsonSchemaTransform, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import { SESSION_COOKIE } from "../auth/current-user";
import { anyone, type RouteAccess } from "../policy/route-access";

/**
 * The API's machine-readable description (OpenAPI 3.1) at GET /api/openapi.json, generated from the route
 * table: each route's method, path, parameters, body and success answer come from the zod schemas it declares
 * (fastify-type-provider-zod's transform); its refusals, security and tag from its declared access rule and
 * address. The page at /api/docs shows it with Swagger UI, from the app's own copy (swagger-ui-dist): nothing
 * is loaded from the internet.
 */

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PATH = "/api/docs";

const ERROR_SCHEMA: OpenAPIV3_1.SchemaObject = {
  type: "object",
  required: ["code", "message", "data"],
  properties: {
    code: { type: "string", description: "A stable code: rest_invalid_param, unauthorized, forbidden, not_found, …" },
    message: {
      description: "What the UI shows; a list of every field's messages for invalid input.",
      anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }],
    },
    data: {
      type: "object",
      required: ["status"],
      properties: {
        status: { type: "integer" },
        params: {
          type: "object",
          description: "Invalid input: each field's messages, by field.",
          additionalProperties: { type: "array", items: { type: "string" } },
        },
      },
    },
  },
};

/** The refusals: each operation lists those it can answer, in the one error shape. */
const REFUSALS: Record<string, string> = {
  "400": "Invalid input: `data.params` names each refused field with its messages.",
  "401": "Not signed in: no session cookie and no API token, or one that has ended.",
  "403": "Signed in but not allowed (`You have no permission.`), or a cross-site request carrying the cookie.",
  "404": "Not found, also for an item the caller may not see, and for a switched-off module (`module_disabled`).",
  "409": "A conflict with the item's current state.",
  "413": "An upload larger than the server takes.",
  "415": "A body that is not JSON where the operation reads JSON.",
  "422": "A rule of the domain refused it; `message` says which.",
  "429": "Too many attempts; try again later.",
};

/** The refusals a route can answer, read off what it declares. */
export function refusalsOf(route: Pick<RouteOptions, "method" | "url" | "schema" | "config">): string[] {
  const access: RouteAccess | undefined = route.config?.access;
  const schema = route.schema ?? {};
  const codes = new Set<string>();
  if (schema.body || schema.querystring || schema.params) codes.add("400");
  if (access?.who !== "anyone") codes.add("401");
  if (access?.who !== "anyone" && (access?.who !== "signed-in" || access.sessionOnly || access.item)) codes.add("403");
  if (access?.sessionOnly) codes.add("403");
  if (route.url.includes(":") || access?.who === "member") codes.add("404");
  const methods = [route.method].flat();
  const writes = methods.some((m) => m !== "GET" && m !== "HEAD");
  if (writes) codes.add("422");
  if (schema.body) codes.add("415");
  if (/^\/api\/auth\/(login|setup|password\/forgot|password\/set)$/.test(route.url) && writes) codes.add("429");
  return [...codes].sort();
}

/** The tag of an operation: its feature, read off its address (`pm/v2/projects/:id/tasks` → tasks). */
export function tagOf(url: string): string {
  const path = url
    .replace(/^\/api\//, "")
    .replace(/^(pm|pm-pro|erp)\/v\d+\/(hrm\/)?/, "")
    .replace(/^projects\/:\w+\/(settings\/)?/, "");
  // What is left of a project's own address (`projects/:id/update`) is about the project.
  const first = path.split("/")[0];
  if (first === "" || first === "update" || first === "delete") return "projects";
  const named: Record<string, string> = {
    "discussion-boards": "discussions",
    "task-lists": "task lists",
    "woo-project": "store link",
    "custom-time": "time",
    "others-time": "time",
    assigned_users: "users",
    "user-all-projects": "users",
    users_map_name: "git-bit",
    save_users_map_name: "git-bit",
    integrations: "integrations",
    "module-lists": "modules",
    "module-update": "modules",
    invoice: "invoices",
    search_by_client: "search",
    "advance-report": "reports",
    "report-summary": "reports",
    "calendar-projects": "calendar",
    "calendar-resource": "calendar",
    "calendar-events": "calendar",
    "front-end-pages": "settings",
    "list-view-type": "kanboard",
    "daily-digest": "notifications",
    profile: "notifications",
    duplicate: "duplication",
    "sub-tasks": "sub-tasks",
  };
  if (/^users\/:\w+\/advance-report/.test(path)) return "reports";
  if (/^tasks\/:\w+\/sub-tasks/.test(path)) return "sub-tasks";
  return Object.hasOwn(named, first) ? named[first] : first;
}

const zodTransform = createJsonSchemaTransform({});
type Transform = typeof zodTransform;

/** A route's description: the zod schemas' own, with its refusals, security, tag and non-JSON answers. */
const describeRoute: Transform = (input) => {
  const { schema, url, route } = input;
  if (!url.startsWith("/api/") || schema?.hide) return { schema: { ...schema, hide: true }, url };
  // A route without any schema comes back without one.
  const described = zodTransform(input).schema ?? {};
  const access: RouteAccess | undefined = route.config?.access;
  const rawAnswer = route.config?.rawAnswer;
  const answers: Record<string, unknown> = { ...((described.response as object | undefined) ?? {}) };
  if (rawAnswer) {
    answers["200"] = {
      description: "The file's bytes.",
      content: { [rawAnswer]: { schema: { type: "string", format: "binary" } } },
    };
  }
  const inErrorShape = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  });
  for (const code of refusalsOf(route)) answers[code] = inErrorShape(REFUSALS[code]);
  answers.default = inErrorShape("A fault of the server (500 `internal_error`), with no internals.");
  return {
    url,
    schema: {
      ...described,
      tags: [tagOf(url)],
      // Anyone may call it: no credentials needed.
      ...(access?.who === "anyone" ? { security: [] } : {}),
      ...(access?.sessionOnly ? { security: [{ session: [] }] } : {}),
      response: answers,
    },
  };
};

/** Registers the description's collector: before the routes, so it sees each as it is added. */
export async function registerApiDescription(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Cairn API",
        // The namespaces' version (pm/v2, pm-pro/v2): a change that breaks a caller would be a v3.
        version: "2",
        description:
          "The HTTP API of Cairn: the browser app, scripts and integrations all use it. Envelopes, dates, " +
          "paging and errors as docs/api.md describes them.",
      },
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description:
              "The browser's session, set by POST /api/auth/login. A state-changing request that carries it " +
              "with an Origin other than the app's own is refused (403).",
          },
          token: {
            type: "http",
            scheme: "bearer",
            description: "A personal API token (Profile → API tokens): `Authorization: Bearer <token>`.",
          },
        },
        schemas: { Error: ERROR_SCHEMA },
      },
      security: [{ session: [] }, { token: [] }],
    },
    transform: describeRoute,
  });
}

const swaggerUiDir = () => dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** What the docs page loads: Swagger UI's own files, and the few lines that point it at the document. */
const ASSETS: Record<string, { type: string; read: () => Promise<Buffer | string> }> = {
  "swagger-ui.css": { type: "text/css", read: () => readFile(join(swaggerUiDir(), "swagger-ui.css")) },
  "swagger-ui-bundle.js": {
    type: "text/javascript",
    read: () => readFile(join(swaggerUiDir(), "swagger-ui-bundle.js")),
  },
  "docs.js": {
    type: "text/javascript",
    // No validator badge (it would ask validator.swagger.io); calls from "Try it out" carry the session.
    read: async () =>
      `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: "#docs", deepLinking: true, ` +
      "validatorUrl: null, withCredentials: true, docExpansion: 'none', filter: true });\n",
  },
};

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cairn API</title>
<link rel="stylesheet" href="${DOCS_PATH}/assets/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="${DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/assets/docs.js"></script>
</body>
</html>
`;

/**
 * The document and its page. Open to anyone, as the API's shape is no secret of a workspace: what a caller may
 * do is still each route's to decide. Hidden from the document itself.
 */
export function registerApiDocs(app: FastifyInstance): void {
  const open = { config: anyone(), schema: { hide: true } };
  app.get(OPENAPI_PATH, open, async (_req, reply) => {
    return reply.type("application/json").send(JSON.stringify(app.swagger()));
  });
  app.get(DOCS_PATH, open, async (_req, reply) => reply.type("text/html; charset=utf-8").send(DOCS_PAGE));
  // The page's few files by name: nothing else of the package (nor of the disk) can be asked for.
  const assetParams = z.object({ file: z.enum(Object.keys(ASSETS) as [string, ...string[]]) });
  const assets = { config: anyone(), schema: { hide: true, params: assetParams } };
  app.withTypeProvider<ZodTypeProvider>().get(`${DOCS_PATH}/assets/:file`, assets, async (req, reply) => {
    const asset = ASSETS[req.params.file];
    return reply
      .type(asset.type)
      .header("cache-control", "public, max-age=3600")
      .send(await asset.read());
  });
}
