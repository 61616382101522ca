import jax
import jax.numpy as jnp
import numpy as np

CHUNK = 256
CONTEXT_CHUNKS = 4


@jax.jit
def denoise_chunk(chunk, history):
    if history:
        ctx = jnp.concatenate(history)
        noise_floor = jnp.sqrt(jnp.mean(ctx ** 2)) * 0.1
    else:
        noise_floor = jnp.float32(0.0)
    gate = jnp.abs(chunk) > noise_floor
    return jnp.where(gate, chunk, 0.0)


class StreamingDenoiser:
    def __init__(self):
        self.history = ()

    def push(self, chunk):
        out = denoise_chunk(chunk, self.history)
        self.history = (self.history + (chunk,))[-CONTEXT_CHUNKS:]
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
