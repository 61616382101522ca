import jax
import jax.numpy as jnp
import numpy as np

from cohorts import MAX_PERIODS, cohort_matrix


@jax.jit
def fit_retention(active_share, n_observed):
    t = jnp.arange(1, MAX_PERIODS + 1, dtype=jnp.float32)
    mask = t <= n_observed
    y = jnp.where(mask, jnp.log(jnp.maximum(active_share, 1e-4)), 0.0)
    tm = jnp.where(mask, t, 0.0)
    slope = jnp.sum(tm * y) / jnp.sum(tm * tm)
    return jnp.exp(slope)


def main():
    rng = np.random.default_rng(0)
    for signup in range(3, 10):
        share, observed = cohort_matrix(rng, signup)
        r = fit_retention(jnp.asarray(share), int(observed))
        print(f"cohort m{signup}: monthly retention {float(r):.3f}")


if __name__ == "__main__":
    main()
