import { useRef, useState } from "react";
import type { FileUploadState } from "./UploadRow";
import { fileShares, refusedFiles } from "./upload";

const WAITING: FileUploadState = { status: "waiting", progress: 0 };

/**
 * The progress of files that travel together in one request (a comment, a discussion, a task's new attachments):
 * each file's own bar, split from the request's bytes, and the refusal the server names it in (a 413's
 * `files[i]`). `start` before sending, `onProgress` to the upload, `settle` with the answer.
 */
export function useUploadProgress() {
  const sent = useRef<File[]>([]);
  const [bytes, setBytes] = useState<{ loaded: number; total: number } | null>(null);
  const [refused, setRefused] = useState<ReadonlyMap<File, string>>(new Map());

  const shares = bytes
    ? fileShares(
        sent.current.map((f) => f.size),
        bytes.loaded,
        bytes.total,
      )
    : [];

  return {
    start(files: readonly File[]) {
      sent.current = [...files];
      setRefused(new Map());
      setBytes(files.length > 0 ? { loaded: 0, total: 0 } : null);
    },
    onProgress(_fraction: number, loaded: number, total: number) {
      setBytes((now) => (now ? { loaded, total } : now));
    },
    /** The answer came: on a refusal, the files it names keep its message until sent again. */
    settle(err?: unknown) {
      const files = sent.current;
      setRefused(new Map([...refusedFiles(err)].flatMap(([i, message]) => (files[i] ? [[files[i], message]] : []))));
      setBytes(null);
    },
    stateOf(file: File): FileUploadState {
      const error = refused.get(file);
      if (error) return { status: "failed", progress: 0, error };
      const i = bytes ? sent.current.indexOf(file) : -1;
      return i < 0 ? WAITING : { status: "uploading", progress: shares[i] ?? 0 };
    },
    sending: bytes !== null,
  };
}

export type UploadProgress = ReturnType<typeof useUploadProgress>;
