from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_groups",))
def gibbs_sweep(key, state, y, group, n_groups):
    """Normal hierarchical model with known unit noise; conjugate Gibbs updates."""
    theta, mu, tau2 = state
    k1, k2, k3 = jax.random.split(key, 3)
    counts = jnp.bincount(group, length=n_groups)
    sums = jnp.bincount(group, weights=y, length=n_groups)
    prec = counts + 1.0 / tau2
    theta = (sums + mu / tau2) / prec + jax.random.normal(k1, (n_groups,)) / jnp.sqrt(prec)
    mu = jnp.mean(theta) + jnp.sqrt(tau2 / n_groups) * jax.random.normal(k2)
    shape = 1 + n_groups // 2
    rate = 1.0 + 0.5 * jnp.sum((theta - mu) ** 2)
    tau2 = rate / -jnp.sum(jnp.log(jax.random.uniform(k3, (shape,))))
    return theta, mu, tau2
