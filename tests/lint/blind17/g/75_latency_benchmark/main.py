import time

import jax
import numpy as np

from model import init, serve_batch

SUPPORTED_BATCH_SIZES = (1, 8, 32)
REPEATS = 5


def bench(params, batch_size, rng):
    x = rng.normal(size=(batch_size, 16)).astype(np.float32)
    serve_batch(params, x).block_until_ready()
    t0 = time.perf_counter()
    for _ in range(REPEATS):
        serve_batch(params, x).block_until_ready()
    return (time.perf_counter() - t0) / REPEATS * 1e3


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    for bs in SUPPORTED_BATCH_SIZES:
        print(f"batch={bs:3d} p50~{bench(params, bs, rng):.3f} ms")


if __name__ == "__main__":
    main()
