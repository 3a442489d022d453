import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";

/**
 * Test support: a fake S3 server from npm on loopback with one bucket, and the settings that point
 * Cairn at it (s3rver accepts its own fixed key pair).
 */
export async function startFakeS3(bucket = "cairn-test") {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env = {
    CAIRN_STORAGE: "s3",
    CAIRN_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    CAIRN_S3_BUCKET: bucket,
    CAIRN_S3_REGION: "us-east-1",
    CAIRN_S3_ACCESS_KEY_ID: "S3RVER",
    CAIRN_S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  return {
    env,
    /** The keys stored in the bucket, read from the fake server's folder (its own listing is not used). */
    keys(): string[] {
      const root = path.join(directory, bucket);
      if (!fs.existsSync(root)) return [];
      const suffix = "._S3rver_object";
      return (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((p) => p.endsWith(suffix))
        .map((p) => p.slice(0, -suffix.length).split(path.sep).join("/"));
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
