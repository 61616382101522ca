import functools

import jax
import jax.numpy as jnp
import numpy as np

from cohorts import cohort_matrix


@functools.partial(jax.jit, static_argnames=("n_observed",))
def fit_retention(active_share, n_observed):
    y = jnp.log(jnp.maximum(active_share[:n_observed], 1e-4))
    t = jnp.arange(1, n_observed + 1, dtype=jnp.float32)
    slope = jnp.sum(t * y) / jnp.sum(t * t)
    return jnp.exp(slope)


def main():
    rng = np.random.default_rng(0)
    for signup in range(3, 10):
        share, observed = cohort_matrix(rng, signup)
        r = fit_retention(jnp.asarray(share), n_observed=int(observed))
        print(f"cohort m{signup}: monthly retention {float(r):.3f}")


if __name__ == "__main__":
    main()
