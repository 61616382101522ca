import itertools

import jax
import jax.numpy as jnp
import numpy as np

from sources import archived_windows, live_windows


@jax.jit
def mahalanobis_peak(window, mean, prec):
    d = window - mean
    return jnp.max(jnp.einsum("ti,ij,tj->t", d, prec, d))


def main():
    rng = np.random.default_rng(73)
    mean = np.zeros(6, np.float32)
    prec = np.eye(6, dtype=np.float32)
    stream = itertools.chain(archived_windows(rng, 3), live_windows(jax.random.PRNGKey(5), 3))
    for i, window in enumerate(stream):
        print(i, type(window).__name__, round(float(mahalanobis_peak(window, mean, prec)), 2))


if __name__ == "__main__":
    main()
