import numpy as np
import jax.numpy as jnp

from simulator import distances


def abc_rounds(observed, n_particles, epsilons, rng):
    theta = rng.uniform([0.5, 0.5], [2.0, 2.0], size=(n_particles, 2)).astype(np.float32)
    for eps in epsilons:
        d = np.asarray(distances(jnp.asarray(theta), observed))
        survivors = theta[d < eps]
        if len(survivors) < 4:
            break
        idx = rng.integers(0, len(survivors), size=n_particles)
        jitter = 0.05 * rng.standard_normal((n_particles, 2)).astype(np.float32)
        theta = np.clip(survivors[idx] + jitter, 0.1, 3.0)
        yield eps, theta
