// heic-decode 2.1 ships no types; this is the part of its API the submission uses.
declare module 'heic-decode' {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray }
  function decode(input: { buffer: Buffer | ArrayBuffer | Uint8Array }): Promise<Decoded>
  export default decode
}
