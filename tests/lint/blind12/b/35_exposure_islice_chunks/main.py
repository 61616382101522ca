import itertools

import jax
import jax.numpy as jnp
import numpy as np

from exposure import GRID, expected_exposure
from trades import trade_file

CHUNK = 256


def chunks(iterable, size):
    it = iter(iterable)
    while True:
        block = list(itertools.islice(it, size))
        if not block:
            return
        yield np.asarray(block, dtype=np.float32)


if __name__ == "__main__":
    rate_paths = 0.03 + 0.01 * jax.random.normal(jax.random.PRNGKey(0), (200, GRID.shape[0])).cumsum(axis=1) / 5
    for day in range(5):
        ee = jnp.zeros_like(GRID)
        for block in chunks(trade_file(day), CHUNK):
            ee = ee + expected_exposure(jnp.asarray(block), rate_paths)
        print(f"day {day}: peak EE {float(ee.max()) / 1e6:.1f}m")
