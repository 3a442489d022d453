/** Whether a body is the API's error shape (API.md "Errors") for this status. */
export const isErrorShape = (status: number, body: unknown) => {
  const b = body as { code?: unknown; message?: unknown; data?: { status?: unknown } };
  return (
    typeof b?.code === "string" &&
    Array.isArray(b.message) &&
    b.message.every((m) => typeof m === "string") &&
    b.data?.status === status
  );
};
