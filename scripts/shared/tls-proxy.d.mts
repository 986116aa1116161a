export declare function ensureNginx(): { path?: string; reason?: string };
export type TlsProxy = {
  url: string;
  httpUrl: string;
  ca: Buffer;
  /** What nginx wrote to stderr and its error log. */
  errors: () => string;
  stop: () => Promise<void>;
};
export declare function startTlsProxy(nginx: string, upstreams: string[], port: number): Promise<TlsProxy>;
