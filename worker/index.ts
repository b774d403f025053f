import { createApp } from "./app.ts";

export { Devnet } from "../durable-objects/devnet/devnet-object.ts";

export default createApp();
