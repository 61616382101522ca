import functools
import math

import jax
import jax.numpy as jnp
import numpy as np

CHUNK = 16
MAX_SAMPLES = 128


@functools.partial(jax.jit, static_argnames=("n_chunks",))
def chunk_rms(signal, n_chunks):
    frames = signal[: n_chunks * CHUNK].reshape(n_chunks, CHUNK)
    return jnp.sqrt(jnp.mean(frames ** 2, axis=1))


def recordings(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        length = int(rng.integers(40, MAX_SAMPLES))
        buf = np.zeros(MAX_SAMPLES, np.float32)
        buf[:length] = rng.normal(size=length)
        yield buf, length


if __name__ == "__main__":
    summary = []
    for buf, length in recordings(5):
        rms = chunk_rms(buf, n_chunks=math.ceil(length / CHUNK))
        summary.append(float(rms.max()))
    print(np.round(summary, 3))
