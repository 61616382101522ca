import itertools

import jax.numpy as jnp
import numpy as np

from kalman import filter_chunk, transition
from sensors import accelerometer_stream

CHUNK = 32
DT = 0.01


def padded_chunks(iterable, size):
    it = iter(iterable)
    while True:
        block = list(itertools.islice(it, size))
        if not block:
            return
        ys = np.zeros(size, np.float32)
        valid = np.zeros(size, bool)
        ys[:len(block)] = block
        valid[:len(block)] = True
        yield ys, valid


def main():
    F = transition(DT, 2 * np.pi * 1.5, 0.02)
    Q = 1e-5 * jnp.eye(2)
    R = jnp.array([[0.05 ** 2]])
    mean, cov = jnp.array([0.0, 0.0]), jnp.eye(2)
    estimates = []
    for ys, valid in padded_chunks(accelerometer_stream(), CHUNK):
        mean, cov, est = filter_chunk(mean, cov, jnp.asarray(ys), jnp.asarray(valid), F, Q, R)
        estimates.append(np.asarray(est)[valid])
    est = np.concatenate(estimates)
    print(f"{len(est)} samples filtered, final state {np.asarray(mean).round(4)}")


if __name__ == "__main__":
    main()
