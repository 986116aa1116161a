export declare function ensureBuild(options?: { output?: "inherit" | "stderr" }): void;
export declare function builtExport<T extends (...args: never[]) => unknown>(name: string, dir?: string): Promise<T>;
