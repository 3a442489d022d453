import type { FastifyRequest, preValidationAsyncHookHandler } from "fastify";

/**
 * Another module's answer to a list when its query names `param` (`pm/v2/tasks?report=`: the reports module's
 * report pages). `gate` runs before the query is validated (a caller refused learns only that); `answer`
 * gets the validated query. Both take what they need from the request (req.server.deps), never from the app
 * that registered them: one process builds several apps (tests, the bench).
 */
export type QueryMode<Q> = {
  gate: (req: FastifyRequest) => Promise<void>;
  answer: (req: FastifyRequest, q: Q) => Promise<unknown>;
};

/**
 * The extension point a list offers for a query mode (declared beside the list, filled by the module whose
 * mode it is from its module.ts). Without a mode registered, the list is what it always was.
 */
export function queryModeSlot<Q>(param: string) {
  let mode: QueryMode<Q> | undefined;
  const named = (req: FastifyRequest) => (req.query as Record<string, unknown> | undefined)?.[param] !== undefined;
  const preValidation: preValidationAsyncHookHandler = async (req) => {
    if (mode && named(req)) await mode.gate(req);
  };
  return {
    register(m: QueryMode<Q>): void {
      mode = m;
    },
    preValidation,
    answer(req: FastifyRequest, q: Q): Promise<unknown> {
      if (!mode) throw new Error(`no module answers ?${param}=`);
      return mode.answer(req, q);
    },
  };
}
