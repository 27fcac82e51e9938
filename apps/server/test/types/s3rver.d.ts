// The part of s3rver (a local S3-compatible server) that the object-store tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type Options = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string; configs: Buffer[] }>;
  };

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
