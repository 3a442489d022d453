import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { redactUrl } from "./log-redaction";

/**
 * Fastify's request log lines, one per request at `info`: Fastify's default writes two ("incoming request",
 * "request completed"), a measurable share of a request that takes a millisecond (issue 44). The line is
 * written when the answer has been sent and says what an operator looks for: method, route pattern (ids
 * left out, so lines group by route), the URL (secrets redacted), status and time; the request id comes
 * from the request's logger. The incoming request with its details (host, address, port) is at `debug`.
 * Errors stay as Fastify logs them, and a 5xx's error is logged by our error handler (error-handler.ts).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      {
        method: request.method,
        // Unset when no route matched (the not-found answer): the URL says what was asked for.
        route: request.routeOptions.url,
        url: redactUrl(request.url),
        status: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      "request completed",
    );
  }
}
