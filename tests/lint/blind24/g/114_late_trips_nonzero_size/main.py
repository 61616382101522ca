from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("n_late",))
def late_trip_ids(delays, threshold, n_late):
    (idx,) = jnp.nonzero(delays > threshold, size=n_late)
    return idx, delays[idx]


def main():
    rng = np.random.default_rng(0)
    for day in range(5):
        delays = rng.gamma(2.0, 2.5, 400).astype(np.float32)
        n_late = int((delays > 10.0).sum())
        idx, d = late_trip_ids(jnp.asarray(delays), 10.0, n_late=n_late)
        print(day, n_late, round(float(d.mean()), 2))


if __name__ == "__main__":
    main()
