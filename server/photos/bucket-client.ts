// The photo bucket through @aws-sdk/client-s3, with the backups' credentials (AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY, read by the SDK from the environment). Short deadlines: a slow bucket
// must cost a visitor about a second, never the 20 s of a download.
import { GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { BucketConfigError, type BucketClient } from './shared-store';

export interface BucketSettings {
  bucket: string;
  endpoint?: string;
  region?: string;
  /** Per request (default 3 s; a copy is tens of KB, a 1200 px JPEG a few hundred). */
  requestTimeoutMs?: number;
}

/** The variable to blame for a refused start, from the bucket's answer. */
function blame(error: unknown, bucket: string): string {
  const name = error instanceof S3ServiceException ? error.name : error instanceof Error ? error.name : '';
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (name === 'InvalidAccessKeyId' || name === 'CredentialsProviderError') return `AWS_ACCESS_KEY_ID: el depósito no reconoce la clave (${name})`;
  if (name === 'SignatureDoesNotMatch') return `AWS_SECRET_ACCESS_KEY: el depósito rechaza la firma (${name})`;
  if (status === 403 || name === 'AccessDenied' || name === 'Forbidden')
    return `AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY: sin permiso sobre el depósito ${bucket}`;
  if (status === 404 || name === 'NoSuchBucket' || name === 'NotFound') return `PHOTO_S3_BUCKET: no existe el depósito ${bucket}`;
  return '';
}

export function s3BucketClient(settings: BucketSettings): BucketClient {
  const client = new S3Client({
    region: settings.region ?? 'us-east-1',
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    requestHandler: { requestTimeout: settings.requestTimeoutMs ?? 3000, connectionTimeout: 1000 },
    maxAttempts: 2,
  });
  const Bucket = settings.bucket;
  return {
    async getObject(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async putObject(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async headBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = blame(error, Bucket);
        if (reason) throw new BucketConfigError(reason);
        // Out of reach or failing: the shop starts and serves what this machine has.
        throw error;
      }
    },
  };
}
