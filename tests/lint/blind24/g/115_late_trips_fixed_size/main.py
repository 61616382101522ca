from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

MAX_REPORTED = 64


@partial(jax.jit, static_argnames=("max_items",))
def worst_trips(delays, threshold, max_items):
    late = delays > threshold
    (idx,) = jnp.nonzero(late, size=max_items, fill_value=-1)
    valid = idx >= 0
    return idx, jnp.where(valid, delays[idx], 0.0), late.sum()


def main():
    rng = np.random.default_rng(0)
    for day in range(5):
        delays = jnp.asarray(rng.gamma(2.0, 2.5, 400), jnp.float32)
        idx, d, n = worst_trips(delays, 10.0, max_items=MAX_REPORTED)
        print(day, int(n), round(float(d.sum() / jnp.maximum(n, 1)), 2))


if __name__ == "__main__":
    main()
