"""Streaming local-level filter for a river-gauge sensor, processed in 32-sample chunks."""
import jax.numpy as jnp
import numpy as np

from filter import kalman_chunk

CHUNK = 32
Q, R = 1e-3, 0.25


def gauge_chunks(rng, n_chunks):
    level = 3.0
    for _ in range(n_chunks):
        level += rng.normal(0, 0.05, CHUNK).cumsum()[-1]
        yield (level + rng.normal(0, 0.2, CHUNK)).astype(np.float32)


def initial_state(first_reading):
    return jnp.asarray(first_reading, jnp.float32), jnp.asarray(1.0, jnp.float32)


def main():
    rng = np.random.default_rng(0)
    chunks = gauge_chunks(rng, 6)
    first = next(chunks)
    level, variance = initial_state(first[0])
    level, variance, _ = kalman_chunk(level, variance, jnp.asarray(first), Q, R)
    for i, chunk in enumerate(chunks, start=1):
        level, variance, filtered = kalman_chunk(level, variance, jnp.asarray(chunk), Q, R)
        print(f"chunk {i}: level {float(level):.2f} var {float(variance):.4f}")


if __name__ == "__main__":
    main()
