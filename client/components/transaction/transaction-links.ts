/**
 * The links transaction components print. `linkBase` is what every link of the page starts with to
 * keep its language and network ("" on mainnet in English, "/testnet", "/de/signet"…; see
 * `linkBasePath` in shared/network/route-prefix.ts).
 *
 * @example
 * txOutputHref("/testnet", txid, 1); // "/testnet/tx/{txid}:1"
 */
import { txOutputPath } from "../../../shared/tx/outpoint-path.ts";

export const txHref = (linkBase: string, txid: string): string => `${linkBase}/tx/${txid}`;

/** The transaction page with one of its outputs picked out (shared/tx/outpoint-path.ts). */
export const txOutputHref = (linkBase: string, txid: string, vout: number): string => `${linkBase}/tx/${txOutputPath(txid, vout)}`;

export const blockHref = (linkBase: string, hash: string): string => `${linkBase}/block/${hash}`;

export const addressHref = (linkBase: string, address: string): string => `${linkBase}/address/${encodeURIComponent(address)}`;
