from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("drop",))
def loo_gini(income, drop):
    x = jnp.sort(jnp.delete(income, drop))
    n = x.shape[0]
    ranks = jnp.arange(1, n + 1, dtype=x.dtype)
    return 2.0 * jnp.sum(ranks * x) / (n * jnp.sum(x)) - (n + 1) / n


def jackknife_se(income):
    n = income.shape[0]
    reps = jnp.stack([loo_gini(income, drop=i) for i in range(n)])
    return jnp.sqrt((n - 1) / n * jnp.sum((reps - reps.mean()) ** 2))


def main():
    rng = np.random.default_rng(0)
    income = jnp.asarray(rng.lognormal(10.0, 0.7, size=12), dtype=jnp.float32)
    print("jackknife se of Gini:", float(jackknife_se(income)))


if __name__ == "__main__":
    main()
