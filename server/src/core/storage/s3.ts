import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "../../config";
import { loadOnce } from "../load-once";
import { assertStorageKey, fileMissing, meter, newStorageKey, type Removal, type Storage } from "./storage";

/** 8 MiB parts, two in flight: an upload holds at most ~16 MiB in memory, whatever its size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * The AWS SDK, loaded when the S3 driver is first used: it is ~20 MB of a server's memory, and the default
 * install stores files on disk.
 */
async function loadSdk(config: S3Config) {
  const [sdk, { Upload }] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
  return { sdk, Upload, client: s3Client(sdk.S3Client, config) };
}

function s3Client(Client: typeof S3Client, config: S3Config): S3Client {
  return new Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Many S3-compatible servers reject the SDK's default CRC trailers; checksums only where S3 requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * S3-compatible driver. Bytes stream to the bucket (one PUT when small, a multipart upload otherwise),
 * under the same generated keys as the local driver. A failed upload aborts its multipart upload and
 * removes whatever object may have been written.
 */
export function s3Storage(config: S3Config): Storage {
  const Bucket = config.bucket;
  const sdk = loadOnce(() => loadSdk(config));
  // Every process reads the same bucket: what is not there is nowhere, so a removal is never left to others.
  const remove = async (key: string): Promise<Removal> => {
    const { sdk: s3, client } = await sdk();
    await client.send(new s3.DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    return "removed";
  };
  return {
    async put(body) {
      const key = newStorageKey();
      const counted = meter();
      body.once("error", (err) => counted.stream.destroy(err));
      const { Upload, client } = await sdk();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body.pipe(counted.stream), ContentType: "application/octet-stream" },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        await remove(key).catch(() => undefined);
        throw err;
      }
      return { key, size: counted.size(), sha256: counted.sha256() };
    },
    async open(key, range) {
      const Key = assertStorageKey(key);
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const { sdk: s3, client } = await sdk();
      // The GET's answer arrives before its body: a missing key is known here, before any header goes out.
      const res = await client.send(new s3.GetObjectCommand({ Bucket, Key, Range })).catch((err: unknown) => {
        throw err instanceof s3.NoSuchKey || (err as { name?: string }).name === "NoSuchKey" ? fileMissing() : err;
      });
      return res.Body as Readable;
    },
    remove,
  };
}
