export declare const chromiumExecutable: string;
export declare const chromiumFlags: string[];
export declare function freePort(): Promise<number>;
