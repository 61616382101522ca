import jax
import jax.numpy as jnp
import numpy as np

CHUNK = 256
CONTEXT_CHUNKS = 4


@jax.jit
def denoise_chunk(chunk, history, filled):
    ctx_energy = jnp.sum(history ** 2) / jnp.maximum(filled * CHUNK, 1)
    noise_floor = jnp.sqrt(ctx_energy) * 0.1
    gate = jnp.abs(chunk) > noise_floor
    new_history = jnp.roll(history, -1, axis=0).at[-1].set(chunk)
    return jnp.where(gate, chunk, 0.0), new_history


class StreamingDenoiser:
    def __init__(self):
        self.history = jnp.zeros((CONTEXT_CHUNKS, CHUNK), jnp.float32)
        self.filled = 0

    def push(self, chunk):
        out, self.history = denoise_chunk(chunk, self.history,
                                          jnp.int32(self.filled))
        self.filled = min(self.filled + 1, CONTEXT_CHUNKS)
        return out


def main():
    rng = np.random.default_rng(0)
    audio = (0.3 * np.sin(np.arange(CHUNK * 8) * 0.05)
             + 0.02 * rng.standard_normal(CHUNK * 8)).astype(np.float32)
    den = StreamingDenoiser()
    outs = [den.push(audio[i:i + CHUNK]) for i in range(0, len(audio), CHUNK)]
    y = np.concatenate([np.asarray(o) for o in outs])
    print("output rms:", float(np.sqrt(np.mean(y ** 2))))


if __name__ == "__main__":
    main()
