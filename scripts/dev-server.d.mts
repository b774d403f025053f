export declare const OFFLINE_ENV: Readonly<Record<string, string>>;
export declare const CLIENT_BUILT_ENV: string;
export declare function buildClient(options?: { stdio?: "inherit" | "ignore" | "pipe" }): Promise<void>;
export declare function clientIsBuilt(): boolean;
export declare function startDevServer(options: {
  port: number;
  persistTo?: string;
  vars?: Record<string, string>;
  stdio?: "inherit" | "ignore" | "pipe";
}): Promise<{ url: string; stop: () => Promise<void> }>;
export declare function applyMigrations(options?: { persistTo?: string; stdio?: "inherit" | "ignore" | "pipe" }): Promise<void>;
