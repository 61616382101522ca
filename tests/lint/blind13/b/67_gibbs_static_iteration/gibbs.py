from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_groups", "iteration", "thin"))
def gibbs_sweep(key, state, y, group, n_groups, iteration, thin=2):
    """Normal hierarchical model: y_ij ~ N(theta_j, 1), theta_j ~ N(mu, tau^2), flat mu, tau^2 ~ IG(1, 1)."""
    theta, mu, tau2 = state
    k1, k2, k3 = jax.random.split(key, 3)
    counts = jnp.bincount(group, length=n_groups)
    sums = jnp.bincount(group, weights=y, length=n_groups)
    prec = counts + 1.0 / tau2
    mean = (sums + mu / tau2) / prec
    theta = mean + jax.random.normal(k1, (n_groups,)) / jnp.sqrt(prec)
    mu = jnp.mean(theta) + jnp.sqrt(tau2 / n_groups) * jax.random.normal(k2)
    shape = 1 + n_groups // 2  # integer shape: Gamma draw as a sum of exponentials
    rate = 1.0 + 0.5 * jnp.sum((theta - mu) ** 2)
    tau2 = rate / -jnp.sum(jnp.log(jax.random.uniform(k3, (shape,))))
    record = iteration % thin == 0
    return (theta, mu, tau2), record
