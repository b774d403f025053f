import { createApp } from "./app.ts";

export { Devnet } from "../durable-objects/devnet/devnet-object.ts";
export { Hub } from "../durable-objects/hub/hub-object.ts";

export default createApp();
