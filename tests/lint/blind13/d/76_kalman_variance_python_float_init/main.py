"""Streaming local-level filter for a tank-level sensor, processed in 32-sample chunks."""
import jax.numpy as jnp
import numpy as np

from filter import kalman_chunk

CHUNK = 32
Q, R = 1e-3, 0.25


def sensor_chunks(rng, n_chunks):
    level = 50.0
    for _ in range(n_chunks):
        level += rng.normal(0, 0.1, CHUNK).cumsum()[-1]
        yield (level + rng.normal(0, 0.5, CHUNK)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    level, variance = 50.0, 1.0
    for i, chunk in enumerate(sensor_chunks(rng, 6)):
        level, variance, filtered = kalman_chunk(level, variance, jnp.asarray(chunk), Q, R)
        print(f"chunk {i}: level {float(level):.2f} var {float(variance):.4f}")


if __name__ == "__main__":
    main()
