// The off-site copy of a backup, to an S3-compatible bucket.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** Copies a backup to BACKUP_S3_BUCKET (under backups/), when configured. */
export async function copyToS3(config: Pick<Config, 'BACKUP_S3_BUCKET' | 'BACKUP_S3_ENDPOINT' | 'BACKUP_S3_REGION'>, file: string): Promise<string | null> {
  if (!config.BACKUP_S3_BUCKET) return null;
  const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.BACKUP_S3_REGION ?? 'us-east-1',
    ...(config.BACKUP_S3_ENDPOINT ? { endpoint: config.BACKUP_S3_ENDPOINT, forcePathStyle: true } : {}),
  });
  const key = `backups/${path.basename(file)}`;
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: config.BACKUP_S3_BUCKET,
        Key: key,
        Body: fs.readFileSync(file),
        ContentType: 'application/gzip',
      }),
    );
  } finally {
    client.destroy();
  }
  return key;
}
