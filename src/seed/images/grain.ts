import { mulberry32 } from './prng'

// One small tile of film grain, tiled across every image: drawing 3.8 million random pixels per
// portrait would cost more than the whole rest of the render. At 256 px and with a per-image
// offset the repetition is invisible under the picture.
export const GRAIN_TILE_SIZE = 256

let tile: Float32Array | undefined

// Unit-variance noise with a little spatial correlation: pure per-pixel white noise reads as
// digital sensor noise, a soft 3x3 blur gives the clumps of film grain.
export function grainTile(): Float32Array {
  if (tile) return tile
  const size = GRAIN_TILE_SIZE
  const random = mulberry32(0x5eed)
  const white = new Float32Array(size * size)
  // Sum of three uniforms: close enough to Gaussian, without the cost of Box-Muller.
  for (let i = 0; i < white.length; i++) white[i] = random() + random() + random() - 1.5
  const soft = new Float32Array(size * size)
  let sumSquares = 0
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let sum = 0
      for (let dy = -1; dy <= 1; dy++) {
        const row = ((y + dy + size) % size) * size
        for (let dx = -1; dx <= 1; dx++) {
          const weight = dx === 0 && dy === 0 ? 4 : dx === 0 || dy === 0 ? 2 : 1
          sum += weight * (white[row + ((x + dx + size) % size)] ?? 0)
        }
      }
      soft[y * size + x] = sum
      sumSquares += sum * sum
    }
  }
  const scale = 1 / Math.sqrt(sumSquares / soft.length)
  for (let i = 0; i < soft.length; i++) soft[i] = (soft[i] ?? 0) * scale
  tile = soft
  return tile
}

// The tile in 8-bit levels, at the strength one picture asks for.
export function scaledGrain(amount: number): Int16Array {
  const unit = grainTile()
  const scaled = new Int16Array(unit.length)
  for (let i = 0; i < unit.length; i++) scaled[i] = Math.round((unit[i] ?? 0) * amount)
  return scaled
}
