// Module types of the files the link-preview engine imports; wrangler.toml's rules bundle them.

/** `CompiledWasm` (wrangler's default rule): the module, compiled at deploy, never from bytes at run time. */
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

/** `Data` rule: the file's bytes. */
declare module "*.ttf" {
  const data: ArrayBuffer;
  export default data;
}

/** `Data` rule: the file's bytes. */
declare module "*.png" {
  const data: ArrayBuffer;
  export default data;
}
